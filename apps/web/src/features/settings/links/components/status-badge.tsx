import type { UpstreamLinkStatus } from '@chronicle/contract';
import { useTranslation } from '../../../../lib/use-translation.js';
import { Icon, type IconName } from '../../../../components/ui/icons.js';

type Shown = UpstreamLinkStatus | 'syncing';

/** Each state's tone (colour) and icon: the text says it too, so colour is never alone. */
const LOOKS: Readonly<Record<Shown, { tone: string; icon?: IconName }>> = {
  pending: { tone: 'muted' },
  ok: { tone: 'good', icon: 'check' },
  partial: { tone: 'warn', icon: 'info' },
  login_expired: { tone: 'bad', icon: 'alert' },
  verification_needed: { tone: 'warn', icon: 'alert' },
  error: { tone: 'bad', icon: 'alert' },
  syncing: { tone: 'busy', icon: 'refresh' },
};

/** Where a link stands, in words and colour; while a worker syncs it, that it is syncing. */
export function StatusBadge({ status, syncing }: { status: UpstreamLinkStatus; syncing: boolean }) {
  const { t } = useTranslation('links');
  const shown: Shown = syncing ? 'syncing' : status;
  const { tone, icon } = LOOKS[shown];
  return (
    <span className={`link-status link-status--${tone}`} data-status={shown}>
      {icon ? (
        <Icon name={icon} className="link-status__icon" />
      ) : (
        <span className="link-status__dot" />
      )}
      <span>{t(`status.${shown}`)}</span>
    </span>
  );
}
