import { SHARE_UID_SWITCH, maskUid } from '@chronicle/contract';
import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { Card } from '../../../components/ui/card.js';
import type { GameRecordCard } from '../../../lib/session.js';
import { SwitchRow } from './switch-row.js';

/**
 * "Hide my UID on shared images and previews" (docs/reference/privacy.md#uid-on-share-images): a
 * card of its own under the privacy switches, since it hides nothing of the records from visitors,
 * with the role's own UID masked as the example of what shares will show.
 */
export function ShareUidCard({ uid, card }: { uid: string; card: GameRecordCard }) {
  const { t } = useTranslation('settings');
  const titleId = useId();
  const entry = {
    switch_id: SHARE_UID_SWITCH,
    is_public: card.uid_masked !== true,
    switch_name: '',
  };
  return (
    <Card className="settings__card" title={t('shareUid.heading')} titleId={titleId}>
      <ul className="settings__switches">
        <SwitchRow
          uid={uid}
          gameId={card.game_id}
          entry={entry}
          title={t('shareUid.title')}
          description={t('shareUid.description', { uid: maskUid(card.game_role_id) })}
          inverted
        />
      </ul>
    </Card>
  );
}
