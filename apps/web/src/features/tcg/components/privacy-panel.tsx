import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import { useToast } from '../../../components/ui/toast.js';
import type { CurrentRole } from '../../../lib/session.js';
import type { GcgBasicInfo } from '../api/gcg-types.js';
import { useSetGcgPrivacy, type GcgPrivacyChange } from '../api/set-gcg-privacy.js';

const FLAGS = [
  { key: 'is_hide_covers', label: 'privacy.hideCovers' },
  { key: 'is_hide_replays', label: 'privacy.hideReplays' },
] as const;

/** The owner's two visibility switches; each change sends only its own flag. */
export function PrivacyPanel({ role, data }: { role: CurrentRole; data: GcgBasicInfo }) {
  const { t } = useTranslation('tcg');
  const toast = useToast();
  const mutation = useSetGcgPrivacy(role, {
    onSuccess: () => toast(t('privacy.saved'), 'success'),
  });
  const change = (next: GcgPrivacyChange) =>
    mutation.mutate(next, { onError: () => toast(t('privacy.failed'), 'error') });

  return (
    <Card title={t('privacy.title')} titleId="tcg-privacy-title" className="tcg-privacy-card">
      <p className="tcg-muted">{t('privacy.hint')}</p>
      <div className="tcg-privacy">
        {FLAGS.map((flag) => (
          <label key={flag.key} className="tcg-toggle">
            <span>{t(flag.label)}</span>
            <input
              type="checkbox"
              role="switch"
              checked={data[flag.key]}
              disabled={mutation.isPending}
              onChange={(event) => change({ [flag.key]: event.target.checked })}
            />
          </label>
        ))}
      </div>
    </Card>
  );
}
