import type { CharacterBuildVersion } from '@chronicle/contract';
import { useTranslation } from '../../lib/use-translation.js';
import { EmptyState } from '../ui/empty-state.js';
import type { CurrentRole } from '../../lib/session.js';
import { dayText } from '../../lib/trend-format.js';
import { useBuilds } from '../../lib/history/get-builds.js';
import { buildChanges, type BuildChange } from '../../lib/history/build-diff.js';
import './build-timeline.css';

type GameId = 1 | 2 | 6;

export interface BuildTimelineProps {
  role: CurrentRole;
  gameId: GameId;
  characterId: number;
}

/** A version's one-line summary: level, rank and weapon. */
function useSummary(gameId: GameId) {
  const { t } = useTranslation('buildHistory');
  return (v: CharacterBuildVersion) =>
    t('summary', {
      level: v.level,
      rank: t(`rank.${gameId}`, { n: v.rank }),
      weapon: v.weapon ? v.weapon.name : t('noWeapon'),
    });
}

/** Whether a change is a gain (shown green) or a loss. */
function changeIsGain(change: BuildChange): boolean {
  if (change.kind === 'sub') return change.up;
  if (change.kind === 'gearGone' || change.kind === 'subGone') return false;
  if ('from' in change && typeof change.from === 'number' && typeof change.to === 'number') {
    return change.to > change.from;
  }
  return true;
}

function ChangeList({ changes, gameId }: { changes: readonly BuildChange[]; gameId: GameId }) {
  const { t } = useTranslation('buildHistory');
  if (changes.length === 0) return <p className="bt-version__none">{t('noChange')}</p>;
  return (
    <ul className="bt-changes">
      {changes.map((change, i) => {
        const up = changeIsGain(change);
        const params =
          change.kind === 'rank' ? { ...change, rank: t(`rankName.${gameId}`) } : change;
        return (
          <li key={i} className={`bt-change${up ? ' bt-change--up' : ' bt-change--down'}`}>
            <span className="bt-change__mark" aria-hidden="true">
              {up ? '▲' : '▼'}
            </span>
            {t(`change.${change.kind}`, params as Record<string, string | number>)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A character's History tab (issue 18): every stored version of the build on a timeline, newest
 * first, each with what changed since the version before (a substat's gain on its slot, a level, a
 * refinement), the first one with its summary.
 */
export function BuildTimeline({ role, gameId, characterId }: BuildTimelineProps) {
  const { t } = useTranslation('buildHistory');
  const summary = useSummary(gameId);
  const query = useBuilds(role, gameId, characterId);
  if (query.isPending) return <div className="bt bt--loading" aria-busy="true" />;
  if (query.isError) return <EmptyState compact message={t('none')} />;
  const { versions } = query.data;
  if (versions.length === 0) return <EmptyState compact message={t('none')} />;
  const slotName = (g: { slot: number; slot_name: string }) => {
    if (gameId === 6) return t(`hsrSlot.${g.slot}` as 'hsrSlot.1');
    if (gameId === 1) return t(`bh3Slot.${g.slot_name}` as 'bh3Slot.T');
    return g.slot_name;
  };
  const newestFirst = versions.map((v, i) => ({ v, before: versions[i - 1] })).reverse();
  return (
    <section className="bt" aria-label={t('tabs.history')}>
      <p className="bt__intro">{versions.length === 1 ? t('one') : t('intro')}</p>
      <ol className="bt__list">
        {newestFirst.map(({ v, before }) => (
          <li key={v.captured_at} className="bt-version">
            <span className="bt-version__dot" aria-hidden="true" />
            <div className="bt-version__body">
              <p className="bt-version__head">
                <time className="bt-version__date" dateTime={new Date(v.captured_at).toISOString()}>
                  {dayText(Math.floor(v.captured_at / 1000))}
                </time>
                <span className="bt-version__summary">{summary(v)}</span>
              </p>
              {before ? (
                <ChangeList changes={buildChanges(before, v, slotName)} gameId={gameId} />
              ) : (
                <p className="bt-version__none">{t('first')}</p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
