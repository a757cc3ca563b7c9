import {
  eventBySlug,
  eventSnapshotKind,
  type CatalogEntry,
  type EventSlug,
  type EventSnapshot,
  type IngestSnapshot,
} from '@chronicle/contract';
import { DEMO_ROLES } from '../accounts.js';
import { artPath } from '../catalog.js';
import { localize, type L15 } from '../data/localize.js';
import { buildIndexSnapshot } from '../index-snapshot.js';
import { INDEX_PROFILES, type IndexProfile } from '../profiles.js';
import { Rng } from '../prng.js';
import { l15 } from '../i18n/events.js';

/*
 * The shared part of every event's demo generator (issue 5). An event's generator names its stages
 * (catalog `event_stage`, 15 languages) and builds a role's record from the role's profile; this
 * module turns that into catalog entries and one validated snapshot per role that took part.
 */

/** A stage, run or chapter of an event, named in all 15 languages. */
export interface StageText {
  /** Unique across all events: give each event its own thousand (summer_v2 → 71xxx…). */
  id: number;
  name: L15;
}

/** What a generator gets to build one role's record. */
export interface EventRoleContext {
  profile: IndexProfile;
  /** Seeded per role and event, so the record is stable across runs. */
  rng: Rng;
  /** Character ids the role owns, strongest first. */
  owned: readonly number[];
  /** The demo capture time (unix seconds): events of the demo ended before it. */
  capturedAt: number;
}

export interface EventDemo {
  slug: EventSlug;
  stages: readonly StageText[];
  /**
   * The role's record, or undefined when it left the event unplayed (the empty state). Only the
   * declared page keys and metric keys are accepted: the snapshot is validated on import.
   */
  build(ctx: EventRoleContext): EventSnapshot | undefined;
}

/** Reward items shared by every event (catalog `event_item`). */
export const EVENT_ITEMS = {
  /** The premium currency. */
  starShard: 70001,
  /** Character experience. */
  heroWit: 70002,
  /** Weapon ore. */
  mysticOre: 70003,
  /** Talent books. */
  guideBook: 70004,
  /** Money. */
  mora: 70005,
  /** The event's own token. */
  festivalToken: 70006,
} as const;

const ITEM_NAMES: Record<number, L15> = {
  70001: l15('event-demo.item-names.70001'),
  70002: l15('event-demo.item-names.70002'),
  70003: l15('event-demo.item-names.70003'),
  70004: l15('event-demo.item-names.70004'),
  70005: l15('event-demo.item-names.70005'),
  70006: l15('event-demo.item-names.70006'),
};

/** Unix seconds of an ISO date. */
export const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

/** `count` distinct picks from `ids`, strongest first (the head of the list is weighted). */
export function team(rng: Rng, ids: readonly number[], count: number): number[] {
  const pool = ids.slice(0, Math.max(count, Math.min(ids.length, 12)));
  const picked: number[] = [];
  while (picked.length < Math.min(count, pool.length)) {
    const id = pool[rng.int(0, pool.length - 1)] as number;
    if (!picked.includes(id)) picked.push(id);
  }
  return picked;
}

/** Team members as stored: owned characters at a level fitting the role's progress. */
export function members(ctx: EventRoleContext, count: number, trialId?: number) {
  const ids = team(ctx.rng, ctx.owned, trialId === undefined ? count : count - 1);
  const level = () => Math.min(90, Math.round(60 + ctx.profile.progress * 30 - ctx.rng.int(0, 10)));
  const own = ids.map((id) => ({ id, level: level() }));
  return trialId === undefined ? own : [...own, { id: trialId, level: 80, is_trial: true }];
}

function ownedCharacters(profile: IndexProfile): number[] {
  const role = DEMO_ROLES.find((r) => r.game_id === 2 && r.game_role_id === profile.gameRoleId);
  if (!role) throw new Error(`demo data: no role ${profile.gameRoleId}`);
  return [...buildIndexSnapshot(role, profile).avatars]
    .sort((a, b) => (b.rarity ?? 0) - (a.rarity ?? 0) || b.level - a.level)
    .map((a) => a.id);
}

/** Catalog entries and snapshots of every event generator, for the demo bundle. */
export function buildEventsDemo(
  demos: readonly EventDemo[],
  capturedAtIso: string,
): { catalog: CatalogEntry[]; snapshots: IngestSnapshot[] } {
  const capturedAt = unix(capturedAtIso);
  const items = Object.entries(ITEM_NAMES).map(([id, name]): CatalogEntry => ({
    kind: 'event_item',
    id: Number(id),
    icon: artPath('event_item', Number(id)),
    names: localize(name),
  }));
  const stages = demos.flatMap((demo) =>
    demo.stages.map((s): CatalogEntry => ({
      kind: 'event_stage',
      id: s.id,
      icon: artPath('event_stage', s.id),
      names: localize(s.name),
    })),
  );
  const owned = new Map(INDEX_PROFILES.map((p) => [p.gameRoleId, ownedCharacters(p)]));
  const snapshots = demos.flatMap((demo) => {
    if (!eventBySlug(demo.slug)) throw new Error(`demo data: undeclared event ${demo.slug}`);
    return INDEX_PROFILES.flatMap((profile): IngestSnapshot[] => {
      const payload = demo.build({
        profile,
        rng: new Rng(`${profile.gameRoleId}:${demo.slug}`),
        owned: owned.get(profile.gameRoleId) ?? [],
        capturedAt,
      });
      if (!payload) return [];
      return [
        {
          game_id: 2,
          game_role_id: profile.gameRoleId,
          kind: eventSnapshotKind(demo.slug),
          period: '',
          captured_at: capturedAtIso,
          payload,
        },
      ];
    });
  });
  return { catalog: [...items, ...stages], snapshots };
}
