import { useTranslation } from '../../lib/use-translation.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import type { StageSeason } from './api/get-role-combat.js';
import { ActCard } from './components/act-card.js';
import { StageFrame, roleKeyOf } from './components/stage-frame.js';
import { buffKey, toggleBuff, useRoleCombatState } from './role-combat-store.js';
import './role-combat.css';

function SeasonTarot({ role, season }: { role: CurrentRole; season: StageSeason }) {
  const { t } = useTranslation('roleCombat');
  const roleKey = roleKeyOf(role);
  const state = useRoleCombatState(roleKey);
  const id = season.schedule.schedule_id;
  const rounds = (season.detail?.rounds_data ?? [])
    .filter((act) => act.is_tarot)
    .sort((a, b) => a.tarot_serial_no - b.tarot_serial_no);
  // Tarot keys live beside the acts' keys: offset so act and card indexes never collide.
  const key = (index: number, buffId: number, kind: string) =>
    buffKey(id, 100 + index, buffId) + kind;
  return (
    <section className="stage-tarot" aria-labelledby="stage-tarot-title">
      <header className="stage-tarot__head">
        <h2 className="stage-section-title" id="stage-tarot-title">
          {t('tarot.title')}
        </h2>
        <p className="stage-tarot__intro">{t('tarot.intro')}</p>
        <p className="stage-tarot__count" data-testid="stage-tarot-count">
          {t('tarot.count', { value: season.stat.tarot_finished_cnt })}
        </p>
      </header>
      {rounds.length === 0 ? (
        <EmptyState compact message={t('tarot.none')} />
      ) : (
        rounds.map((act, index) => (
          <ActCard
            key={act.tarot_serial_no}
            act={act}
            index={index}
            highlighted={false}
            isExpanded={(buff, kind) => Boolean(state.buffExpanded[key(index, buff.id, kind)])}
            onToggle={(buff, kind) => toggleBuff(roleKey, key(index, buff.id, kind))}
          />
        ))
      )}
    </section>
  );
}

/** `/ys/role-combat/tarot`: the fortune-card rounds of the chosen season. */
export function TarotPage() {
  const role = useSession().crtRole;
  if (!role) return null;
  return (
    <StageFrame key={roleKeyOf(role)} role={role}>
      {(season) => <SeasonTarot role={role} season={season} />}
    </StageFrame>
  );
}
