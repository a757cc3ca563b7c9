import type { HistoryPeriodKind } from '@chronicle/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/use-translation.js';
import { QueryErrorState } from '../../app/query-error-state.js';
import { Card } from '../../components/ui/card.js';
import { EmptyState } from '../../components/ui/empty-state.js';
import { PeriodSelect } from '../../components/ui/period-select.js';
import { ScheduleSwitch } from '../../components/ui/schedule-switch.js';
import { usePeriodChoice } from '../../lib/history/use-period-choice.js';
import { Skeleton } from '../../components/ui/skeleton.js';
import { StatTile } from '../../components/ui/stat-tile.js';
import { useFormat } from '../../lib/format.js';
import { useLocation } from '../../lib/router/hooks.js';
import { useSession, type CurrentRole } from '../../lib/session.js';
import {
  hsrChallengeQuery,
  hsrModeQueryOptions,
  useHsrMode,
  type HsrMode,
  type HsrModeData,
  type HsrScheduleType,
} from './api/get-hsr-challenge.js';
import { HsrFloor } from './components/hsr-floor.js';
import { HsrModeTabs } from './components/hsr-mode-tabs.js';
import { seasonView, type SeasonView } from './components/hsr-season.js';
import { formatPartialTime, formatWindow } from './hsr-format.js';
import './hsr.css';
import './hsr-challenge.css';

/** The mode a path names: `/hsr/fiction` → fiction; the nav's own path is Echoes of Disorder. */
function modeOf(pathname: string): HsrMode {
  if (pathname.toLowerCase().endsWith('/fiction')) return 'fiction';
  if (pathname.toLowerCase().endsWith('/shadow')) return 'shadow';
  return 'chaos';
}

/** Windows of the seasons already in the cache, so the switch shows both dates once seen. */
function useKnownWindows(role: CurrentRole, mode: HsrMode) {
  const client = useQueryClient();
  const ranges: Partial<Record<HsrScheduleType, string>> = {};
  for (const type of [1, 2] as const) {
    const key = hsrModeQueryOptions(mode, hsrChallengeQuery(role, type)).queryKey;
    const answer = client.getQueryData<HsrModeData>(key);
    if (answer?.mode === mode) {
      const season = seasonView(answer, type);
      ranges[type] = formatWindow(season.begin, season.end);
    }
  }
  return ranges;
}

function SeasonBody({ season }: { season: SeasonView }) {
  const { t } = useTranslation(['hsr', 'errors']);
  const format = useFormat();
  return (
    <>
      <Card className="hsr-season" aria-labelledby="hsr-season-name">
        <div className="hsr-season__head">
          <h2 className="hsr-season__name" id="hsr-season-name">
            {season.name}
          </h2>
          <p className="hsr-season__window tabular">
            {formatPartialTime(season.begin)} – {formatPartialTime(season.end)}
          </p>
        </div>
        <dl className="hsr-season__stats">
          <StatTile
            label={t('hsr:mode.stars')}
            value={`${format.number(season.stars)}/${format.number(season.maxStars)}`}
          />
          <StatTile label={t('hsr:mode.battles')} value={format.number(season.battles)} />
          <div className="stat-tile hsr-season__floor">
            <dt>{t('hsr:mode.maxFloor')}</dt>
            <dd>{season.hasData ? season.maxFloor || '-' : '-'}</dd>
          </div>
        </dl>
        {season.bosses.length > 0 ? (
          <ul className="hsr-bosses" aria-label={t('hsr:mode.bosses')}>
            {season.bosses.map((boss, i) => (
              <li key={`${boss.id}-${i}`} className="hsr-boss">
                <img src={boss.icon} alt="" width={56} height={56} loading="lazy" />
                <span>
                  <span className="hsr-boss__half">{t('hsr:mode.half', { n: i + 1 })}</span>
                  <span className="hsr-boss__name">{boss.name}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      {season.hasData ? (
        <div className="hsr-floors">
          {season.floors.map((floor) => (
            <HsrFloor key={floor.id} floor={floor} />
          ))}
        </div>
      ) : (
        <Card>
          <EmptyState message={t('errors:not_challenge_data')} hint={t('hsr:mode.emptyHint')} />
        </Card>
      )}
    </>
  );
}

/** Stellar Transit's game id (its game config in the contract). */
const HSR_GAME_ID = 6;

/** The stored-snapshot kind of each endgame mode. */
const MODE_KIND = {
  chaos: 'hsr_challenge',
  fiction: 'hsr_challenge_story',
  shadow: 'hsr_challenge_boss',
} as const satisfies Record<HsrMode, HistoryPeriodKind>;

/** One role's mode; remounted per role and mode so the season choice starts over. */
function RoleMode({ role, mode }: { role: CurrentRole; mode: HsrMode }) {
  const { t } = useTranslation('hsr');
  const period = usePeriodChoice(role, HSR_GAME_ID, MODE_KIND[mode]);
  const { choice } = period;
  const query = useHsrMode(role, mode, choice);
  const ranges = useKnownWindows(role, mode);
  // A placeholder kept from another mode would show the wrong floors: wait for this mode instead.
  const answer = query.data?.mode === mode ? query.data : undefined;

  let body;
  if (query.isError) {
    body = <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!answer) {
    body = <Skeleton height="320px" radius="16px" />;
  } else {
    // A stored period is answered as the current season of its answer.
    body = <SeasonBody season={seasonView(answer, typeof choice === 'string' ? 1 : choice)} />;
  }

  return (
    <div className={`hsr hsr-mode hsr-mode--${mode}`} aria-busy={query.isFetching || undefined}>
      <HsrModeTabs />
      <div className="hsr-season-bar">
        <ScheduleSwitch
          className="hsr-switch"
          value={period.switchValue}
          onChange={period.setChoice}
          label={t('mode.season')}
          names={{ 1: t('mode.current'), 2: t('mode.previous') }}
          ranges={ranges}
        />
        <PeriodSelect className="hsr-switch" {...period.select} />
      </div>
      {body}
    </div>
  );
}

/** `/hsr/chaos`, `/hsr/fiction`, `/hsr/shadow`: one endgame mode of the current or previous season. */
export function HsrChallengePage() {
  const session = useSession();
  const { pathname } = useLocation();
  const role = session.crtRole;
  if (!role) return null;
  const mode = modeOf(pathname);
  return <RoleMode key={`${role.region}:${role.game_role_id}:${mode}`} role={role} mode={mode} />;
}
