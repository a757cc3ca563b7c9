import {
  ACT_TYPES,
  ActCalendarSnapshot,
  endpoints,
  type ActType,
  type Lang,
} from '@chronicle/contract';
import { Compile } from 'typebox/compile';
import { NOTICE_KEY } from '../../../misc/calendar.service.js';
import {
  answersOf,
  type CatalogCollector,
  type ParseContext,
  type ParsedRecords,
  type ParsedSnapshot,
  type UpstreamAnswer,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { count, countLike, optional } from './read.js';

const ACT_CALENDAR = endpoints.genshin.actCalendar;

type Snapshot = ActCalendarSnapshot;
type Names = Snapshot['items'][number]['names'];
type ActDef = Snapshot['acts'][number];

/** The banner lists and the pool type the presenter files each under. */
const POOL_LISTS = [
  ['avatar_card_pool_list', 1],
  ['weapon_card_pool_list', 2],
  ['mixed_card_pool_list', 3],
] as const;

/** The latest day a monthly reset can fall on in every month (the snapshot's bound). */
const LAST_RESET_DAY = 28;

const isCalendar = Compile(ActCalendarSnapshot);

/**
 * A banner's character or weapon rarity for the catalog: the presenter shows 4 for a 4 and 5 for
 * anything else, so only a 4 is told; a 5 would overwrite finer values other answers store (105).
 */
const fourStar = (r: Reader) => (r.optInt('rarity') === 4 ? 4 : undefined);

/** One language's text, as the snapshot's per-language maps hold it. */
const inLang = (lang: Lang, text: string | undefined): Names =>
  text === undefined ? {} : { [lang]: text };

/**
 * The calendar as one answer tells it. Banners, events and reward items carry their names in the
 * snapshot itself (the catalog has no kinds for them), in the answer's language.
 */
class CalendarReader {
  private readonly items = new Map<number, Snapshot['items'][number]>();
  private readonly pools = new Map<number, Snapshot['pools'][number]>();
  private readonly acts = new Map<number, ActDef>();
  private readonly banners: Snapshot['banners'] = [];
  private readonly events: Snapshot['events'] = [];
  private readonly fixed: Snapshot['fixed'] = [];
  private readonly notices = new Set<number>();
  /** Whether the answer tells the owner's reminders at all (`is_notice`, Chronicle's field). */
  private tellsNotices = false;
  /** Ids for act definitions whose own id is taken; negative, where no real act lives. */
  private freeId = -1;

  constructor(
    private readonly lang: Lang,
    private readonly catalog: CatalogCollector,
  ) {}

  read(data: Reader): { payload: Snapshot; notices: number[] | undefined } {
    for (const [key, poolType] of POOL_LISTS) {
      for (const banner of data.arr(key)) this.banner(banner.asObj(), poolType);
    }
    // Permanent challenges first: their definitions' ids are the ids the presenter shows.
    for (const act of data.arr('fixed_act_list')) this.fixedAct(act.asObj());
    for (const act of data.arr('act_list')) this.event(act.asObj());
    return {
      payload: {
        items: [...this.items.values()],
        pools: [...this.pools.values()],
        acts: [...this.acts.values()],
        banners: this.banners,
        events: this.events,
        fixed: this.fixed,
      },
      notices: this.tellsNotices ? [...this.notices].sort((a, b) => a - b) : undefined,
    };
  }

  private banner(r: Reader, poolType: 1 | 2 | 3): void {
    const poolId = r.int('pool_id');
    // One pool definition per banner: its id is the banner's, the name the answer's.
    this.pools.set(poolId, {
      id: poolId,
      pool_type: poolType,
      names: inLang(this.lang, r.optStr('pool_name')),
    });
    this.banners.push({
      pool_id: poolId,
      pool: poolId,
      version_name: r.str('version_name'),
      avatars: r.arr('avatars').map((a) => {
        const avatarId = a.int('id');
        this.catalog.add('character', avatarId, {
          name: a.optStr('name'),
          icon: a.optStr('icon'),
          attrs: { element: a.optStr('element'), rarity: fourStar(a) },
        });
        return avatarId;
      }),
      weapons: r.arr('weapon').map((w) => {
        const weaponId = w.int('id');
        this.catalog.add('weapon', weaponId, {
          name: w.optStr('name'),
          icon: w.optStr('icon'),
          attrs: { rarity: fourStar(w) },
        });
        return weaponId;
      }),
      start: countLike(r, 'start_timestamp'),
      end: countLike(r, 'end_timestamp'),
    });
  }

  /** An act's definition under `defId` (or a free id when taken); returns the id used. */
  private define(r: Reader, defId: number): { def: ActDef; id: number } {
    const free = this.acts.has(defId) ? this.freeId-- : defId;
    const desc = r.optStr('desc');
    const rawType = r.str('type');
    // A type this version does not know is kept as a plain event rather than lost.
    const type: ActType = ACT_TYPES.find((t) => t === rawType) ?? 'ActTypeOther';
    const def: ActDef = {
      id: free,
      type,
      names: inLang(this.lang, r.optStr('name')),
      ...optional('descs', desc === undefined ? undefined : inLang(this.lang, desc)),
      rewards: r.arr('reward_list').map((reward) => this.reward(reward.asObj())),
    };
    this.acts.set(free, def);
    if (r.has('is_notice')) this.tellsNotices = true;
    return { def, id: free };
  }

  private reward(r: Reader): ActDef['rewards'][number] {
    const itemId = r.int('item_id');
    const rarity = r.intLike('rarity');
    if (rarity < 1 || rarity > 5) r.at('rarity').fail('a rarity from 1 to 5');
    const icon = r.optStr('icon');
    this.items.set(itemId, {
      id: itemId,
      names: inLang(this.lang, r.optStr('name')),
      // The presenter shows '' for an item without an icon.
      ...optional('icon', icon || undefined),
      rarity,
    });
    return { item_id: itemId, num: count(r, 'num') };
  }

  /**
   * A permanent challenge: the presenter shows its definition's id and a monthly window from its
   * reset day, with the role's progress read from the modes' own snapshots (not from here).
   */
  private fixedAct(r: Reader): void {
    const { id } = this.define(r, r.int('id'));
    const start = countLike(r, 'start_timestamp');
    const day = new Date(start * 1000).getUTCDate();
    this.fixed.push({ act: id, reset_day: Math.min(day, LAST_RESET_DAY) });
    if (r.optBool('is_notice')) this.notices.add(id);
  }

  /** A dated event; its definition is its own (the answer does not tell which events share one). */
  private event(r: Reader): void {
    const eventId = r.int('id');
    const { def, id } = this.define(r, eventId);
    const double = r.optObj('double_detail');
    if (double) this.acts.set(id, { ...def, double_total: count(double, 'total') });
    const explore = r.optObj('explore_detail');
    const percent = explore?.num('explore_percent');
    if (percent !== undefined && (percent < 0 || percent > 100)) {
      explore?.at('explore_percent').fail('a percentage from 0 to 100');
    }
    this.events.push({
      id: eventId,
      act: id,
      start: countLike(r, 'start_timestamp'),
      end: countLike(r, 'end_timestamp'),
      is_finished: r.bool('is_finished'),
      ...optional('double_left', double && count(double, 'left')),
      ...optional('explore_percent', percent),
    });
    if (r.optBool('is_notice')) this.notices.add(eventId);
  }
}

/**
 * `next`'s names and descriptions, with those of other languages `previous` holds added (an act
 * only when it is still of the same type: ids given on a collision are not stable forever).
 */
function withOtherLanguages(next: Snapshot, previous: unknown): Snapshot {
  if (!isCalendar.Check(previous)) return next;
  const withNames = <T extends { names: Names }>(entry: T, before: T | undefined): T =>
    before ? { ...entry, names: { ...before.names, ...entry.names } } : entry;
  return {
    ...next,
    items: next.items.map((i) =>
      withNames(
        i,
        previous.items.find((o) => o.id === i.id),
      ),
    ),
    pools: next.pools.map((p) =>
      withNames(
        p,
        previous.pools.find((o) => o.id === p.id),
      ),
    ),
    acts: next.acts.map((act) => {
      const before = previous.acts.find((o) => o.id === act.id && o.type === act.type);
      const named = withNames(act, before);
      return before?.descs && act.descs
        ? { ...named, descs: { ...before.descs, ...act.descs } }
        : named;
    }),
  };
}

/**
 * The event calendar (`act_calendar`): the last answer is the role's calendar as of its capture
 * (the presenter moves status and countdowns on from the clock). Names of other languages already
 * stored are kept, since the snapshot carries them itself. An answer listing nothing gives no
 * snapshot. The owner's reminders (`is_notice`) come back as the `act_notices` setting.
 */
export function parseCalendar(
  answers: readonly UpstreamAnswer[],
  ctx: ParseContext,
  catalog: CatalogCollector,
): { snapshots: ParsedSnapshot[]; settings?: NonNullable<ParsedRecords['settings']> } {
  const [answer] = answersOf(answers, ACT_CALENDAR).slice(-1);
  if (!answer) return { snapshots: [] };
  const { payload, notices } = new CalendarReader(ctx.lang, catalog).read(Reader.of(answer));
  const settings = notices && [{ key: NOTICE_KEY, value: notices }];
  if (payload.banners.length === 0 && payload.events.length === 0 && payload.fixed.length === 0) {
    return { snapshots: [], ...optional('settings', settings) };
  }
  const snapshot: ParsedSnapshot = {
    kind: 'act_calendar',
    period: '',
    capturedAt: answer.capturedAt,
    payload: withOtherLanguages(payload, ctx.previous.get('act_calendar')),
  };
  return { snapshots: [snapshot], ...optional('settings', settings) };
}
