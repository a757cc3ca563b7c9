import { endpoints } from '@chronicle/contract';
import {
  CatalogCollector,
  roleInput,
  type ParsedRecords,
  type UpstreamGroup,
} from '../parse-kit.js';
import { parseCalendar } from './calendar.parser.js';
import { parseHardChallenge } from './hard-challenge.parser.js';
import { optional } from './read.js';
import { parseRoleCombat } from './role-combat.parser.js';

const { roleCombat, hardChallenge, actCalendar } = endpoints.genshin;

/**
 * Masquerade Stage, Trial of Dread and the event calendar: one group, because the calendar's
 * permanent challenges show the role's progress from the two modes' snapshots (the Sunken Spire
 * one reads `spiral_abyss`, which the overview's group writes).
 */
export const genshinEndgameGroup: UpstreamGroup = {
  name: 'genshin.endgame',
  game: 2,
  kinds: ['role_combat', 'hard_challenge', 'act_calendar'],
  endpoints: [roleCombat, hardChallenge, actCalendar],
  next: (role) => [
    // One answer holds every season the upstream keeps.
    { endpoint: roleCombat, input: { ...roleInput(role), need_detail: true } },
    // Previous season first, as every periodic kind is fetched.
    {
      endpoint: hardChallenge,
      input: { ...roleInput(role), need_detail: 'true', schedule_type: 2 },
    },
    {
      endpoint: hardChallenge,
      input: { ...roleInput(role), need_detail: 'true', schedule_type: 1 },
    },
    { endpoint: actCalendar, input: roleInput(role) },
  ],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const calendar = parseCalendar(answers, ctx, catalog);
    const snapshots = [
      ...parseRoleCombat(answers, catalog),
      ...parseHardChallenge(answers, catalog),
      ...calendar.snapshots,
    ];
    return { snapshots, catalog: catalog.list(), ...optional('settings', calendar.settings) };
  },
};
