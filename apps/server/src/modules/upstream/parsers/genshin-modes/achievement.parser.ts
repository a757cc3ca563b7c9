import { endpoints, type AchievementSnapshot } from '@chronicle/contract';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  type ParsedRecords,
  type UpstreamAnswer,
  type UpstreamGroup,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { count, intIn } from './read.js';

const ACHIEVEMENT = endpoints.genshin.achievement;

/** The presenter's percentage of a category: floored, capped at 100. */
const percentOf = (finished: number, total: number) =>
  Math.min(100, Math.floor((finished / total) * 100));

/**
 * A category total that gives the answer's percentage back. The answer has only the percentage, so
 * this is the smallest total that yields it (or the finished count at 100%): not necessarily the
 * real total, but the one the presenter turns into the same answer.
 */
export function totalFor(finished: number, percentage: number): number {
  if (percentage >= 100 && finished > 0) return finished;
  const low = Math.max(1, Math.floor((finished * 100) / (percentage + 1)));
  const high = percentage > 0 ? Math.ceil((finished * 100) / percentage) + 1 : finished * 100 + 2;
  for (let total = low; total <= high; total += 1) {
    if (percentOf(finished, total) === percentage) return total;
  }
  // No total gives it (an upstream that rounds differently): the nearest one.
  return Math.max(1, Math.round((finished * 100) / Math.max(1, percentage)));
}

function parseCategories(answer: UpstreamAnswer, catalog: CatalogCollector): AchievementSnapshot {
  return {
    categories: Reader.of(answer)
      .arr('list')
      .map((item) => {
        const r = item.asObj();
        const categoryId = r.intLike('id');
        if (categoryId < 1) r.at('id').fail('a category id');
        catalog.add('achievement_category', categoryId, {
          name: r.optStr('name'),
          icon: r.optStr('icon'),
        });
        const finished = count(r, 'finish_num');
        const percentage = intIn(r, 'percentage', 0, 100);
        // Without a percentage shown the presenter needs no total (the catalog's, if any, stays).
        return {
          id: categoryId,
          finish_num: finished,
          ...(r.bool('show_percent') ? { total: totalFor(finished, percentage) } : {}),
        };
      }),
  };
}

/**
 * Achievements (`achievement`): finished count per category, the last answer winning; a role
 * without categories gives no snapshot. `achievement_num` is the presenter's sum, not kept.
 */
export const genshinAchievementGroup: UpstreamGroup = {
  name: 'genshin.achievement',
  game: 2,
  kinds: ['achievement'],
  endpoints: [ACHIEVEMENT],
  next: (role) => [{ endpoint: ACHIEVEMENT, input: roleInput(role) }],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const [answer] = answersOf(answers, ACHIEVEMENT).slice(-1);
    const payload = answer && parseCategories(answer, catalog);
    if (!answer || !payload || payload.categories.length === 0) {
      return { snapshots: [], catalog: [] };
    }
    return {
      snapshots: [{ kind: 'achievement', period: '', capturedAt: answer.capturedAt, payload }],
      catalog: catalog.list(),
    };
  },
};
