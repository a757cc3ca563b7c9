import type { CatalogEntry, IngestSnapshot } from '@chronicle/contract';
import { buildOf, indexOf } from './builds.js';
import { hsrCatalog } from './catalog.js';
import { HSR_PROFILES } from './profiles.js';
import { assertKnownCharacters, noteOf, rogueOf, seasonsOf } from './records.js';

const GAME = 6 as const;

/**
 * Stellar Transit's demo catalog and snapshots for the demo roles (issue 9): the traveler's role
 * has played everything, the others less; all captured at `capturedAt`.
 */
export function buildHsrDemo(capturedAt: string): {
  catalog: CatalogEntry[];
  snapshots: IngestSnapshot[];
} {
  const snapshots: IngestSnapshot[] = [];
  for (const profile of HSR_PROFILES) {
    assertKnownCharacters(profile);
    const base = { game_id: GAME, game_role_id: profile.roleId, captured_at: capturedAt };
    snapshots.push({ ...base, kind: 'hsr_index', period: '', payload: indexOf(profile) });
    snapshots.push({
      ...base,
      kind: 'hsr_characters',
      period: '',
      payload: { avatars: profile.characters.map((c) => buildOf(profile.roleId, c)) },
    });
    if (profile.notes)
      snapshots.push({ ...base, kind: 'hsr_note', period: '', payload: noteOf(profile) });
    for (const s of seasonsOf(profile)) {
      snapshots.push({ ...base, kind: s.kind, period: String(s.period), payload: s.payload });
    }
    for (const week of rogueOf(profile)) {
      snapshots.push({ ...base, kind: 'hsr_rogue', period: String(week.id), payload: week });
    }
  }
  return { catalog: hsrCatalog(), snapshots };
}
