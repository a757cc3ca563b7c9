import { CONSTANTS } from '@chronicle/contract';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryErrorState } from '../../../app/query-error-state.js';
import { Skeleton } from '../../../components/ui/skeleton.js';
import { useDelayedFlag } from '../../../lib/use-delayed-flag.js';
import type { CurrentRole } from '../../../lib/session.js';
import { useRoleCombat, type StageSeason } from '../api/get-role-combat.js';
import { selectPeriod, useRoleCombatState } from '../role-combat-store.js';
import { SeasonPicker } from './season-picker.js';
import { StageNav } from './stage-nav.js';

/** A stable key of the role, so the client state of another role starts over. */
export const roleKeyOf = (role: CurrentRole) => `${role.region}:${role.game_role_id}`;

export function StageSkeleton() {
  const { t } = useTranslation();
  const visible = useDelayedFlag(true, CONSTANTS.loadingDelayMs);
  return (
    <div className="stage-skeleton" aria-busy="true">
      <span className="visually-hidden">{t('state.loading')}</span>
      {visible ? (
        <>
          <Skeleton height="4.5em" radius="var(--radius-md)" />
          <Skeleton height="7em" radius="var(--radius-lg)" />
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} height="10em" radius="var(--radius-lg)" />
          ))}
        </>
      ) : null}
    </div>
  );
}

export interface StageFrameProps {
  role: CurrentRole;
  /** The page body for the chosen season. */
  children: (season: StageSeason, seasons: readonly StageSeason[]) => ReactNode;
}

/**
 * The frame the stage and fortune-card pages share: sub-navigation, the season picker, and the
 * loading, `loading_failed`, locked and `not_challenge_data` states around the chosen season.
 */
export function StageFrame({ role, children }: StageFrameProps) {
  const { t } = useTranslation(['roleCombat', 'errors', 'common']);
  const query = useRoleCombat(role);
  const roleKey = roleKeyOf(role);
  const state = useRoleCombatState(roleKey);

  let body: ReactNode;
  if (query.isPending) {
    body = <StageSkeleton />;
  } else if (query.isError) {
    body = <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    const seasons = query.data.data;
    const season =
      seasons.find((s) => s.schedule.schedule_id === state.currentRoleCombatPeriod) ?? seasons[0];
    if (!query.data.is_unlock || !season) {
      body = (
        <EmptyState
          message={t('errors:not_challenge_data')}
          hint={t(
            query.data.is_unlock ? 'roleCombat:empty.notAttempted' : 'roleCombat:empty.locked',
          )}
        />
      );
    } else {
      body = (
        <>
          <SeasonPicker
            seasons={seasons}
            value={season.schedule.schedule_id}
            onChange={(id, newest) => selectPeriod(roleKey, id, newest)}
          />
          {season.has_data ? (
            children(season, seasons)
          ) : (
            <EmptyState
              message={t('errors:not_challenge_data')}
              hint={t('roleCombat:empty.notAttempted')}
            />
          )}
        </>
      );
    }
  }
  return (
    <div className="stage">
      <StageNav />
      {body}
    </div>
  );
}
