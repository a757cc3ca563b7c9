import { communityEndpoints } from '@chronicle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.js';
import { useToast } from '../../components/ui/toast.js';
import { ageCheckUid, blockedShareKey, checkAge } from '../../lib/age-check.js';
import { copyText } from '../../lib/clipboard.js';
import { useLocation } from '../../lib/router/hooks.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import { useFeatureSwitch } from '../../lib/app-config.js';
import { shareUrl } from '../../lib/share-url.js';
import type { StageAct, StageSeason } from './api/get-role-combat.js';
import { ActCard, CastList } from './components/act-card.js';
import { Highlights } from './components/highlights.js';
import { SeasonSummary } from './components/season-summary.js';
import { StageFrame, roleKeyOf } from './components/stage-frame.js';
import {
  buffKey,
  resetRoleCombatShare,
  setShareRound,
  toggleBuff,
  useRoleCombatState,
} from './role-combat-store.js';
import './role-combat.css';

/** The act a deep link names (`#/ys/role-combat?round=3`), if any. */
function useLinkedRound(): number | undefined {
  const { search } = useLocation();
  const value = Number(new URLSearchParams(search).get('round'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A deep link to one act of the stage, for the viewed account (like every share link). */
function actLink(round: number, viewUid: string, lang: string): string {
  return shareUrl({
    origin: window.location.origin,
    pathname: window.location.pathname,
    routePath: '/ys/role-combat',
    viewUid,
    lang,
    extra: { round: String(round) },
  });
}

function SeasonActs({ role, season }: { role: CurrentRole; season: StageSeason }) {
  const { t, i18n } = useTranslation(['roleCombat', 'share']);
  const toast = useToast();
  const session = useSession();
  const client = useQueryClient();
  const roleKey = roleKeyOf(role);
  const state = useRoleCombatState(roleKey);
  const linked = useLinkedRound();
  const id = season.schedule.schedule_id;
  const acts = (season.detail?.rounds_data ?? []).filter((act) => !act.is_tarot);
  const backup = season.detail?.backup_avatars ?? [];
  // The operator's `share` switch: off hides the act links and forgets the shared round
  // (docs/reference/web-app.md#sharing).
  const shareOn = useFeatureSwitch('share');
  useEffect(() => {
    if (!shareOn) resetRoleCombatShare();
  }, [shareOn]);

  useEffect(() => {
    if (linked === undefined) return;
    document.getElementById(`stage-act-${linked}`)?.scrollIntoView({ block: 'center' });
  }, [linked, id]);

  // Like every share, an act's link passes the under-13 check first
  // (docs/reference/privacy.md#under-13-rule).
  const share = (act: StageAct, index: number) => {
    const { isVisitor, isMinor, viewUid } = session;
    const uid = ageCheckUid(isVisitor, viewUid);
    checkAge(
      communityEndpoints.ageCheck,
      client,
      uid,
      (allowed) => {
        if (!allowed) {
          toast(t(blockedShareKey(isVisitor, isMinor)), 'error');
          return;
        }
        setShareRound(roleKey, act.round_id, index);
        void copyText(actLink(act.round_id, viewUid ?? role.aid, i18n.language)).then((ok) =>
          ok
            ? toast(t('acts.shareDone', { act: act.round_id }), 'success')
            : toast(t('acts.shareFailed'), 'error'),
        );
      },
      () => toast(t('share:checkFailed'), 'error'),
    );
  };

  return (
    <>
      <SeasonSummary season={season} />
      <Highlights season={season} />
      <section className="stage-acts" aria-label={t('acts.title')}>
        {acts.length === 0 ? <p className="stage-acts__none">{t('acts.none')}</p> : null}
        {acts.map((act, index) => (
          <ActCard
            key={`${act.round_id}-${index}`}
            act={act}
            index={index}
            highlighted={linked === act.round_id || state.shareRoundId === act.round_id}
            isExpanded={(buff, kind) =>
              Boolean(state.buffExpanded[buffKey(id, index, buff.id) + kind])
            }
            onToggle={(buff, kind) => toggleBuff(roleKey, buffKey(id, index, buff.id) + kind)}
            onShare={shareOn ? share : undefined}
          />
        ))}
      </section>
      {backup.length > 0 ? (
        <section className="stage-backup" aria-labelledby="stage-backup-title">
          <h2 className="stage-section-title" id="stage-backup-title">
            {t('acts.backup')}
          </h2>
          <CastList avatars={backup} />
        </section>
      ) : null}
    </>
  );
}

/** `/ys/role-combat`: the Masquerade Stage season by season, act by act. */
export function RoleCombatPage() {
  const role = useSession().crtRole;
  if (!role) return null;
  return (
    <StageFrame key={roleKeyOf(role)} role={role}>
      {(season) => <SeasonActs role={role} season={season} />}
    </StageFrame>
  );
}
