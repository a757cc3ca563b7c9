import { endpoints, type HkrpgNoteSnapshot } from '@chronicle/contract';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  roleIdOf,
  syntheticId,
  type ParsedRecords,
  type UpstreamAnswer,
  type UpstreamGroup,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { RESERVE_MAX, STAR_FUEL_SECONDS } from '../../../hkrpg/note.presenter.js';
import { arrMax, count, intIn, optCount } from './fields.js';

const NOTE = endpoints.hkrpg.note;

/** Synthetic character ids (for icons that do not name their character) start here. */
export const ICON_ID_BASE = 2_000_000_000;

/**
 * The character an assignment's icon shows. The answer names characters by icon URL only; an icon
 * named after its id (`…/1308.png`, Chronicle's `/art/hsr_character/1308.svg`) gives that id, any
 * other icon a stable id of its own past `ICON_ID_BASE`. Either way the catalog entry carries the
 * icon, so the presenter shows the same URL.
 */
export function characterIdOfIcon(url: string): number {
  const file = /\/(\d{1,9})(?:@\dx)?\.[A-Za-z]{2,5}(?:[?#].*)?$/.exec(url);
  const id = Number(file?.[1] ?? 0);
  if (id >= 1) return id;
  // FNV-1a over the URL: stable across syncs and languages.
  let hash = 0x811c9dc5;
  for (let i = 0; i < url.length; i += 1) {
    hash ^= url.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return ICON_ID_BASE + (hash % 100_000_000);
}

type Expedition = HkrpgNoteSnapshot['expeditions'][number];
type Fuel = Pick<
  HkrpgNoteSnapshot,
  'current_stamina' | 'stamina_recover_time' | 'current_reserve_stamina'
>;

/** An assignment as the answer tells it: `finish_ts` says when a finished one was done. */
interface SeenExpedition extends Omit<Expedition, 'remaining_time'> {
  remaining: number;
  finishTs: number | undefined;
}

/**
 * An assignment. The answer gives no assignment id (the reward icon is shared by many), so its name
 * and reward icon go to a catalog entry of the role's own slot: every language lists the
 * assignments in the same order, so each language's name lands on the same entry.
 */
function expedition(
  r: Reader,
  slot: number,
  roleId: string,
  catalog: CatalogCollector,
): SeenExpedition {
  const avatarIds = arrMax(r, 'avatars', 2, 1).map((a) => {
    const icon = a.asStr();
    const id = characterIdOfIcon(icon);
    if (icon) catalog.add('hsr_character', id, { icon });
    return id;
  });
  const id = syntheticId('hsr_assignment', `${roleId}:${slot}`);
  catalog.add('hsr_assignment', id, { name: r.str('name'), icon: r.str('item_url') });
  return {
    id,
    avatar_ids: avatarIds,
    remaining: count(r, 'remaining_time'),
    finishTs: optCount(r, 'finish_ts'),
  };
}

/**
 * Star Fuel `elapsed` seconds earlier, such that the presenter's `starFuelAfter` gives `now` back;
 * undefined when no earlier state does (fuel over the cap with less reserve than time would add).
 */
export function fuelBefore(now: Fuel, max: number, elapsed: number): Fuel | undefined {
  const { current_stamina: current, stamina_recover_time: recovery } = now;
  const reserve = now.current_reserve_stamina;
  if (elapsed === 0) return now;
  if (recovery > 0) {
    const recoverIn = recovery + elapsed;
    return {
      current_stamina: Math.max(0, max - Math.ceil(recoverIn / STAR_FUEL_SECONDS)),
      stamina_recover_time: recoverIn,
      current_reserve_stamina: reserve,
    };
  }
  // Below the cap without recovering, time changes nothing; a capped reserve stays capped.
  if (current < max || reserve >= RESERVE_MAX) return now;
  // Full: the reserve grows at a third of the recovery rate.
  const added = Math.floor(elapsed / (STAR_FUEL_SECONDS * 3));
  if (reserve >= added) return { ...now, current_reserve_stamina: reserve - added };
  if (current > max) return undefined;
  // Less reserve than a full tank would have added: it was still recovering back then.
  const recoverIn = elapsed - STAR_FUEL_SECONDS * 3 * reserve;
  return {
    current_stamina: Math.max(0, max - Math.ceil(recoverIn / STAR_FUEL_SECONDS)),
    stamina_recover_time: recoverIn,
    current_reserve_stamina: 0,
  };
}

/**
 * The notes as the presenter, moving them on from the snapshot's capture, shows the answer at its
 * capture. Finished assignments are the catch: the presenter dates them by capture time plus time
 * left, so the capture is moved back to the earliest one's finish (the fuel with it), which never
 * predates an earlier sync's capture. The presenter derives the dispatch count and the clock.
 */
function parseNote(answer: UpstreamAnswer, catalog: CatalogCollector) {
  const r = Reader.of(answer);
  const max = intIn(r, 'max_stamina', 1);
  const fuel: Fuel = {
    current_stamina: count(r, 'current_stamina'),
    stamina_recover_time: count(r, 'stamina_recover_time'),
    current_reserve_stamina: count(r, 'current_reserve_stamina'),
  };
  const roleId = roleIdOf(answer);
  const seen = r.arr('expeditions').map((e, i) => expedition(e, i, roleId, catalog));
  const answeredAt = Math.floor(answer.capturedAt / 1000);
  const finished = seen.flatMap((e) => (e.remaining === 0 && e.finishTs ? [e.finishTs] : []));
  const earliest = Math.min(answeredAt, ...finished);
  const rewound = fuelBefore(fuel, max, answeredAt - earliest);
  const since = rewound ? earliest : answeredAt;
  const elapsed = answeredAt - since;
  const expeditions = seen.map(({ remaining, finishTs, ...e }): Expedition => ({
    ...e,
    remaining_time:
      remaining > 0 || finishTs === undefined
        ? remaining + elapsed
        : Math.min(elapsed, Math.max(0, finishTs - since)),
  }));
  const expFull = r.optBool('rogue_tourn_exp_is_full');
  const gridCur = optCount(r, 'grid_fight_weekly_cur');
  const gridMax = optCount(r, 'grid_fight_weekly_max');
  const payload: HkrpgNoteSnapshot = {
    ...(rewound ?? fuel),
    max_stamina: max,
    is_reserve_stamina_full: r.bool('is_reserve_stamina_full'),
    total_expedition_num: count(r, 'total_expedition_num'),
    expeditions,
    current_train_score: count(r, 'current_train_score'),
    max_train_score: count(r, 'max_train_score'),
    current_rogue_score: count(r, 'current_rogue_score'),
    max_rogue_score: count(r, 'max_rogue_score'),
    weekly_cocoon_cnt: count(r, 'weekly_cocoon_cnt'),
    weekly_cocoon_limit: count(r, 'weekly_cocoon_limit'),
    rogue_tourn_weekly_unlocked: r.bool('rogue_tourn_weekly_unlocked'),
    rogue_tourn_weekly_max: count(r, 'rogue_tourn_weekly_max'),
    rogue_tourn_weekly_cur: count(r, 'rogue_tourn_weekly_cur'),
    ...(expFull === undefined ? {} : { rogue_tourn_exp_is_full: expFull }),
    ...(gridCur === undefined ? {} : { grid_fight_weekly_cur: gridCur }),
    ...(gridMax === undefined ? {} : { grid_fight_weekly_max: gridMax }),
  };
  return { payload, capturedAt: since === answeredAt ? answer.capturedAt : since * 1000 };
}

/** Stellar Transit's real-time notes (`hsr_note`), the owner's alone; the latest answer wins. */
export const hkrpgNoteGroup: UpstreamGroup = {
  name: 'hkrpg.note',
  game: 6,
  kinds: ['hsr_note'],
  endpoints: [NOTE],
  next: (role) => [{ endpoint: NOTE, input: roleInput(role) }],
  parse(answers, ctx): ParsedRecords {
    const latest = answersOf(answers, NOTE).at(-1);
    if (!latest) return { snapshots: [], catalog: [] };
    const catalog = new CatalogCollector(ctx.lang);
    const { payload, capturedAt } = parseNote(latest, catalog);
    return {
      snapshots: [{ kind: 'hsr_note', period: '', capturedAt, payload }],
      catalog: catalog.list(),
    };
  },
};
