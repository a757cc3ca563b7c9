import type { NotesSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { DEMO_ROLES } from './accounts.js';
import { generateDemoBundle } from './demo-bundle.js';

const bundle = generateDemoBundle();
const snapshots = bundle.snapshots ?? [];
const catalog = bundle.catalog ?? [];
const has = (kind: string, id: number) => catalog.some((e) => e.kind === kind && e.id === id);
const mainRoles = DEMO_ROLES.filter((r) => r.game_id === 2);

describe('demo real-time notes', () => {
  it('writes notes for every main-game role, with their time left consistent', () => {
    for (const role of mainRoles) {
      const notes = snapshots.filter(
        (s) => s.kind === 'daily_note' && s.game_role_id === role.game_role_id,
      );
      expect(notes).toHaveLength(1);
      const note = notes[0]?.payload as NotesSnapshot;
      const missing = note.max_resin - note.current_resin;
      expect(Math.ceil(note.resin_recovery_time / 480)).toBe(missing);
      for (const e of note.expeditions) expect(has('character', e.avatar_id)).toBe(true);
      for (const q of note.archon_quest_progress.list) expect(has('archon_quest', q.id)).toBe(true);
    }
  });
});
