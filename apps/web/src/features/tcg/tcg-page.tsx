import { useTranslation } from '../../lib/use-translation.js';
import { Card } from '../../components/ui/card.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import { useGcgBasicInfo } from './api/get-gcg-basic-info.js';
import type { GcgBasicInfo } from './api/gcg-types.js';
import { ChallengeSummary } from './components/challenge-summary.js';
import { CoverPicker } from './components/cover-picker.js';
import { CoverShowcase } from './components/cover-showcase.js';
import { HiddenBadge } from './components/hidden-badge.js';
import { PrivacyPanel } from './components/privacy-panel.js';
import { ProfileHeader } from './components/profile-header.js';
import { ReplayList } from './components/replay-list.js';
import { TcgError } from './components/tcg-error.js';
import { TcgNav } from './components/tcg-nav.js';
import { TcgSkeleton } from './components/tcg-skeleton.js';
import './tcg.css';
import './tcg-cards.css';
import './tcg-profile.css';

interface BodyProps {
  role: CurrentRole;
  data: GcgBasicInfo;
  isOwner: boolean;
}

/**
 * The profile blocks. Hidden covers and replays: the server already sends visitors nothing of
 * them, and the page leaves their blocks out entirely; the owner sees them with a badge.
 */
function ProfileBody({ role, data, isOwner }: BodyProps) {
  const { t } = useTranslation('tcg');
  const showCovers = isOwner || !data.is_hide_covers;
  const showReplays = isOwner || !data.is_hide_replays;
  return (
    <>
      <ProfileHeader data={data} />
      <div className="tcg-columns">
        <div className="tcg-stack">
          {showCovers ? (
            <Card
              title={t('covers.title')}
              titleId="tcg-covers-title"
              action={
                isOwner ? (
                  <span className="tcg-block-actions">
                    {data.is_hide_covers ? <HiddenBadge label={t('covers.hidden')} /> : null}
                    <CoverPicker role={role} covers={data.covers} />
                  </span>
                ) : null
              }
            >
              <CoverShowcase covers={data.covers} />
            </Card>
          ) : null}
          {showReplays ? (
            <Card
              title={t('replays.title')}
              titleId="tcg-replays-title"
              action={
                isOwner && data.is_hide_replays ? <HiddenBadge label={t('replays.hidden')} /> : null
              }
            >
              <ReplayList replays={data.replays} />
            </Card>
          ) : null}
        </div>
        <div className="tcg-stack">
          <ChallengeSummary role={role} />
          {isOwner ? <PrivacyPanel role={role} data={data} /> : null}
        </div>
      </div>
    </>
  );
}

/** A role that never played: no level, no card, no duel. */
function isEmptyProfile(data: GcgBasicInfo): boolean {
  return (
    data.level === 0 &&
    data.avatar_card_num_gained === 0 &&
    data.action_card_num_gained === 0 &&
    data.replays.length === 0
  );
}

/** `/ys/tcg`: the Card Duel profile of the viewed role. */
export function TcgPage() {
  const { t } = useTranslation('errors');
  const session = useSession();
  const role = session.crtRole;
  const info = useGcgBasicInfo(role);
  if (!role) return null;
  let body;
  if (info.isPending) body = <TcgSkeleton cards={4} />;
  else if (info.isError) body = <TcgError error={info.error} onRetry={() => void info.refetch()} />;
  else if (isEmptyProfile(info.data)) body = <EmptyState message={t('not_data')} />;
  else body = <ProfileBody role={role} data={info.data} isOwner={!session.isVisitor} />;
  return (
    <div className="tcg">
      <TcgNav />
      {body}
    </div>
  );
}
