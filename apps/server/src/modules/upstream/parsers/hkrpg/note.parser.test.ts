import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { starFuelAfter } from '../../../hkrpg/note.presenter.js';
import { ICON_ID_BASE, characterIdOfIcon, fuelBefore, hkrpgNoteGroup } from './note.parser.js';

describeRoundTrip(hkrpgNoteGroup);

const ICON = 'https://cdn.example/item_icon/abc.png';
const CAPTURED_S = 1_700_000_000;

/** The notes of a full tank with these assignments, answered at `CAPTURED_S`. */
function parse(expeditions: { remaining_time: number; finish_ts: number }[]) {
  return hkrpgNoteGroup.parse(
    [
      {
        endpoint: endpoints.hkrpg.note,
        input: { role_id: '800000101', server: 'prod_official_usa' },
        lang: 'en-us',
        capturedAt: CAPTURED_S * 1000,
        data: {
          current_stamina: 300,
          max_stamina: 300,
          stamina_recover_time: 0,
          current_reserve_stamina: 10,
          is_reserve_stamina_full: false,
          accepted_epedition_num: 1,
          total_expedition_num: 4,
          expeditions: expeditions.map((e) => ({
            ...e,
            avatars: [ICON],
            status: e.remaining_time > 0 ? 'Ongoing' : 'Finished',
            name: 'Night Market Ledger',
            item_url: 'https://cdn.example/reward.png',
          })),
          current_train_score: 0,
          max_train_score: 500,
          current_rogue_score: 0,
          max_rogue_score: 14000,
          weekly_cocoon_cnt: 3,
          weekly_cocoon_limit: 3,
          rogue_tourn_weekly_unlocked: false,
          rogue_tourn_weekly_max: 2000,
          rogue_tourn_weekly_cur: 0,
        },
      },
    ],
    { lang: 'en-us', previous: new Map() },
  );
}

describe('hkrpg.note assignments', () => {
  it('takes the character id from an icon named after it', () => {
    expect(characterIdOfIcon('https://chronicle.example/art/hsr_character/1308.svg')).toBe(1308);
    expect(characterIdOfIcon('https://cdn.example/avatar_icon/1205@2x.png?v=3')).toBe(1205);
  });

  it('gives an icon that does not name its character a stable id of its own', () => {
    const url = 'https://cdn.example/item_icon_762d8f/6f7e2fbfeda6f13ff4f7d1c3a8d0e1c3.png';
    const id = characterIdOfIcon(url);
    expect(id).toBeGreaterThanOrEqual(ICON_ID_BASE);
    expect(characterIdOfIcon(url)).toBe(id);
    expect(characterIdOfIcon(`${url}x`)).not.toBe(id);
  });

  it('files each assignment character under its icon in the catalog', () => {
    const parsed = parse([{ remaining_time: 60, finish_ts: CAPTURED_S + 60 }]);
    const id = characterIdOfIcon(ICON);
    expect(parsed.snapshots).toHaveLength(1);
    expect(parsed.snapshots[0]?.capturedAt).toBe(CAPTURED_S * 1000);
    expect(parsed.catalog).toContainEqual({ kind: 'hsr_character', id, lang: 'en-us', icon: ICON });
  });

  it("files each assignment's name and reward under the role's slot, the same in every language", () => {
    const parsed = parse([{ remaining_time: 60, finish_ts: CAPTURED_S + 60 }]);
    const [entry] = parsed.catalog.filter((c) => c.kind === 'hsr_assignment');
    expect(entry?.name).toBeTruthy();
    const stored = (parsed.snapshots[0]?.payload as { expeditions: { id?: number }[] }).expeditions;
    expect(stored[0]?.id).toBe(entry?.id);
    expect(stored[0]).not.toHaveProperty('name');
  });

  it('dates the notes back to the earliest finish of a finished assignment, fuel included', () => {
    const finishedAt = CAPTURED_S - 7200;
    const parsed = parse([
      { remaining_time: 0, finish_ts: finishedAt },
      { remaining_time: 600, finish_ts: CAPTURED_S + 600 },
    ]);
    const snapshot = parsed.snapshots[0];
    expect(snapshot?.capturedAt).toBe(finishedAt * 1000);
    expect(snapshot?.payload).toMatchObject({
      current_stamina: 300,
      stamina_recover_time: 0,
      // Two hours full: 6 of the reserve's 10 came since.
      current_reserve_stamina: 4,
      expeditions: [{ remaining_time: 0 }, { remaining_time: 7800 }],
    });
  });
});

describe('hkrpg.note Star Fuel', () => {
  const max = 300;
  const states = [
    [120, 64_800, 500],
    [299, 100, 0],
    [300, 0, 700],
    [300, 0, 3],
    [300, 0, 2400],
    [310, 0, 2400],
    [310, 0, 3],
    [250, 0, 10],
  ].map(([current, recovery, reserve]) => ({
    current_stamina: current ?? 0,
    stamina_recover_time: recovery ?? 0,
    current_reserve_stamina: reserve ?? 0,
  }));

  it.each(states)('finds an earlier state the presenter moves on to %o', (now) => {
    const shown = starFuelAfter({ ...now, max_stamina: max }, 0);
    for (const elapsed of [0, 1, 359, 1080, 7200, 86_400 * 40]) {
      const before = fuelBefore(now, max, elapsed);
      if (!before) {
        expect(now.current_stamina).toBeGreaterThan(max);
        continue;
      }
      expect(before.current_stamina).toBeGreaterThanOrEqual(0);
      expect(starFuelAfter({ ...before, max_stamina: max }, elapsed)).toEqual(shown);
    }
  });
});
