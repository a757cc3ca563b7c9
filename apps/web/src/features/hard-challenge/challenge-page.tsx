import { MAIN_GAME_ID } from '@chronicle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { PeriodSelect } from '../../components/ui/period-select.js';
import { QueryErrorState } from '../../app/query-error-state.js';
import { listedDates } from '../../lib/period-choice.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import { usePeriodChoice } from '../../lib/history/use-period-choice.js';
import {
  getHardChallengeQueryOptions,
  hardChallengeQuery,
  useHardChallenge,
  validSeason,
  type ChallengeScheduleType,
  type HardChallengeData,
} from './api/get-hard-challenge.js';
import { ChallengeSkeleton } from './components/challenge-skeleton.js';
import { PopularityPanel } from './components/popularity-panel.js';
import { SeasonSwitch, type SeasonDates } from './components/season-switch.js';
import { SeasonView } from './components/season-view.js';
import './challenge.css';

/** Dates of the seasons already in the query cache, so the switch shows both once seen. */
function useKnownDates(role: CurrentRole) {
  const client = useQueryClient();
  const dates: Partial<Record<ChallengeScheduleType, SeasonDates>> = {};
  for (const type of [1, 2] as const) {
    const data = client.getQueryData<HardChallengeData>(
      getHardChallengeQueryOptions(hardChallengeQuery(role, type)).queryKey,
    );
    const season = data && validSeason(data);
    if (season) dates[type] = season.schedule;
  }
  return dates;
}

function ChallengeBody({ data }: { data: HardChallengeData }) {
  const { t } = useTranslation(['challenge', 'errors']);
  const season = validSeason(data);
  if (!season) {
    return (
      <EmptyState
        message={t('errors:not_challenge_data')}
        hint={data.is_unlock ? t('challenge:empty.season') : t('challenge:empty.locked')}
      />
    );
  }
  return (
    <>
      <SeasonView key={season.schedule.schedule_id} season={season} />
      <PopularityPanel scheduleId={season.schedule.schedule_id} />
    </>
  );
}

/** One role's Trial of Dread; remounted per role so the season choice starts over. */
function RoleChallenge({ role }: { role: CurrentRole }) {
  const { t } = useTranslation(['challenge', 'common']);
  const period = usePeriodChoice(role, MAIN_GAME_ID, 'hard_challenge');
  const query = useHardChallenge(role, period.choice);
  const dates = { ...listedDates(period.periods), ...useKnownDates(role) };

  let body;
  if (query.isPending) body = <ChallengeSkeleton />;
  else if (query.isError) {
    body = <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else body = <ChallengeBody data={query.data} />;

  return (
    <div className="hc" aria-busy={query.isPlaceholderData || undefined}>
      <div className="hc-toolbar">
        <SeasonSwitch value={period.switchValue} onChange={period.setChoice} dates={dates} />
        <PeriodSelect className="hc-switch" {...period.select} />
        {query.isPlaceholderData ? (
          <span className="hc-toolbar__updating" role="status">
            {t('challenge:season.updating')}
          </span>
        ) : null}
      </div>
      {body}
    </div>
  );
}

/** `/ys/challenge`: the Trial of Dread of the current, the previous or any stored season. */
export function ChallengePage() {
  const session = useSession();
  const role = session.crtRole;
  if (!role) return null;
  return <RoleChallenge key={`${role.region}:${role.game_role_id}`} role={role} />;
}
