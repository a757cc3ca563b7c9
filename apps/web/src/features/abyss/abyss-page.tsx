import { MAIN_GAME_ID } from '@chronicle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.js';
import { ROUTES } from '../../app/routes.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { QueryErrorState } from '../../app/query-error-state.js';
import { Icon } from '../../components/ui/icons.js';
import { PeriodSelect } from '../../components/ui/period-select.js';
import { listedDates } from '../../lib/period-choice.js';
import { Link } from '../../lib/router/components.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import {
  getSpiralAbyssQueryOptions,
  spiralAbyssQuery,
  useSpiralAbyss,
  type ScheduleType,
  type SpiralAbyssData,
} from './api/get-spiral-abyss.js';
import { useCharacterNames } from './api/use-character-names.js';
import { usePeriodChoice } from '../../lib/history/use-period-choice.js';
import { AbyssSkeleton } from './components/abyss-skeleton.js';
import { AbyssSummary } from './components/abyss-summary.js';
import { CharacterNamesProvider } from './components/character-names.js';
import { FloorList } from './components/floor-list.js';
import { PeriodSwitch, type PeriodDates } from './components/period-switch.js';
import { RankLists } from './components/rank-lists.js';
import './abyss.css';

/** Dates of the periods already in the query cache, so the switch can show both once seen. */
function useKnownDates(role: CurrentRole | undefined): Partial<Record<ScheduleType, PeriodDates>> {
  const client = useQueryClient();
  if (!role) return {};
  const read = (type: ScheduleType) =>
    client.getQueryData<SpiralAbyssData>(
      getSpiralAbyssQueryOptions(spiralAbyssQuery(role, type)).queryKey,
    );
  const dates: Partial<Record<ScheduleType, PeriodDates>> = {};
  for (const type of [1, 2] as const) {
    const data = read(type);
    if (data && Number(data.start_time) > 0) dates[type] = data;
  }
  return dates;
}

/** A period with nothing to show: the mode is locked, or no battle was fought in it. */
function isEmptyPeriod(data: SpiralAbyssData): boolean {
  return !data.is_unlock || (data.floors.length === 0 && data.total_battle_times === 0);
}

function AbyssBody({ data }: { data: SpiralAbyssData }) {
  const { t } = useTranslation(['abyss', 'errors']);
  if (isEmptyPeriod(data)) {
    return (
      <EmptyState
        message={t('errors:not_challenge_data')}
        hint={data.is_unlock ? t('abyss:empty.notAttempted') : t('abyss:empty.locked')}
      />
    );
  }
  return (
    <>
      <AbyssSummary data={data} />
      <RankLists data={data} />
      <FloorList floors={data.floors} />
    </>
  );
}

/** One role's Sunken Spire; remounted per role so the period choice starts over with the role. */
function RoleAbyss({ role }: { role: CurrentRole }) {
  const { t } = useTranslation(['abyss', 'common']);
  const period = usePeriodChoice(role, MAIN_GAME_ID, 'spiral_abyss');
  const abyss = useSpiralAbyss(role, period.choice);
  const dates = { ...listedDates(period.periods), ...useKnownDates(role) };
  const names = useCharacterNames(role);

  let body;
  if (abyss.isPending) {
    body = <AbyssSkeleton />;
  } else if (abyss.isError) {
    // Shown in the page, not the layout's error screen, so the other period stays one tap away.
    body = <QueryErrorState error={abyss.error} onRetry={() => void abyss.refetch()} />;
  } else {
    body = (
      <CharacterNamesProvider names={names}>
        <AbyssBody data={abyss.data} />
      </CharacterNamesProvider>
    );
  }

  return (
    <div className="abyss" aria-busy={abyss.isPlaceholderData || undefined}>
      <div className="abyss-toolbar">
        <PeriodSwitch value={period.switchValue} onChange={period.setChoice} dates={dates} />
        <PeriodSelect className="abyss-switch" {...period.select} />
        {abyss.isPlaceholderData ? (
          <span className="abyss-toolbar__updating" role="status">
            {t('abyss:period.updating')}
          </span>
        ) : null}
        <Link className="abyss-toolbar__explain" to={ROUTES.ysAbyssExplain.href()}>
          <Icon name="info" />
          {t('abyss:explainLink')}
        </Link>
      </div>
      {body}
    </div>
  );
}

/** `/ys/abyss`: the Sunken Spire of the current, the previous or any stored period. */
export function AbyssPage() {
  const session = useSession();
  const role = session.crtRole;
  if (!role) return null;
  return <RoleAbyss key={`${role.region}:${role.game_role_id}`} role={role} />;
}
