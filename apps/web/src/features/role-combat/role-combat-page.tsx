import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/ui/toast.js';
import { useLocation } from '../../lib/router/hooks.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import type { StageAct, StageSeason } from './api/role-combat-api.js';
import { ActCard, CastList } from './components/act-card.js';
import { Highlights } from './components/highlights.js';
import { SeasonSummary } from './components/season-summary.js';
import { StageFrame, roleKeyOf } from './components/stage-frame.js';
import { buffKey, setShareRound, toggleBuff, useRoleCombatState } from './role-combat-store.js';
import './role-combat.css';

/** The act a deep link names (`#/ys/role-combat?round=3`), if any. */
function useLinkedRound(): number | undefined {
  const { search } = useLocation();
  const value = Number(new URLSearchParams(search).get('round'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** Copies a deep link to one act of the stage (full image sharing is a later issue). */
async function copyLink(round: number): Promise<boolean> {
  const base = `${window.location.origin}${window.location.pathname}${window.location.search}`;
  const url = `${base}#/ys/role-combat?round=${round}`;
  try {
    await navigator.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

function SeasonActs({ role, season }: { role: CurrentRole; season: StageSeason }) {
  const { t } = useTranslation('roleCombat');
  const toast = useToast();
  const roleKey = roleKeyOf(role);
  const state = useRoleCombatState(roleKey);
  const linked = useLinkedRound();
  const id = season.schedule.schedule_id;
  const acts = (season.detail?.rounds_data ?? []).filter((act) => !act.is_tarot);
  const backup = season.detail?.backup_avatars ?? [];

  useEffect(() => {
    if (linked === undefined) return;
    document.getElementById(`stage-act-${linked}`)?.scrollIntoView({ block: 'center' });
  }, [linked, id]);

  const share = (act: StageAct, index: number) => {
    setShareRound(roleKey, act.round_id, index);
    void copyLink(act.round_id).then((ok) =>
      ok
        ? toast(t('acts.shareDone', { act: act.round_id }), 'success')
        : toast(t('acts.shareFailed'), 'error'),
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
            onShare={share}
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
