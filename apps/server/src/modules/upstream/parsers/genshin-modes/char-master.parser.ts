import { endpoints, type CharMasterSnapshot } from '@chronicle/contract';
import { RED_DOT_SETTING } from '../../../role-combat/role-combat.service.js';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  type ParsedRecords,
  type UpstreamAnswer,
  type UpstreamGroup,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { count, id, intIn } from './read.js';

const CHAR_MASTER = endpoints.genshin.roleCombatCharMaster;

function parseList(answer: UpstreamAnswer, catalog: CatalogCollector): CharMasterSnapshot {
  return {
    list: Reader.of(answer)
      .arr('list')
      .map((item) => {
        const r = item.asObj();
        const avatarId = id(r, 'avatar_id');
        catalog.add('character', avatarId, { name: r.optStr('name'), icon: r.optStr('icon') });
        return {
          avatar_id: avatarId,
          status: intIn(r, 'status', 1, 3),
          has_red_dot: r.bool('has_red_dot'),
          level_id: count(r, 'level_id'),
        };
      }),
  };
}

/**
 * Envisaged Echoes (`char_master`): the last answer wins; a role without echo masters gives no
 * snapshot. The answer's red dots are the ones left after the owner's dismissals, so they are
 * stored as they are and no dismissal is kept locally (the `char_master.red_dot_cancelled`
 * setting is emptied): the role shows exactly the upstream's red dots.
 */
export const genshinCharMasterGroup: UpstreamGroup = {
  name: 'genshin.charMaster',
  game: 2,
  kinds: ['char_master'],
  endpoints: [CHAR_MASTER],
  next: (role) => [{ endpoint: CHAR_MASTER, input: roleInput(role) }],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const [answer] = answersOf(answers, CHAR_MASTER).slice(-1);
    const payload = answer && parseList(answer, catalog);
    if (!answer || !payload || payload.list.length === 0) return { snapshots: [], catalog: [] };
    return {
      snapshots: [{ kind: 'char_master', period: '', capturedAt: answer.capturedAt, payload }],
      catalog: catalog.list(),
      settings: [{ key: RED_DOT_SETTING, value: [] }],
    };
  },
};
