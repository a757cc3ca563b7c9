import type { CharacterBuildVersion } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { buildChanges, statDelta } from './build-diff.js';

const base: CharacterBuildVersion = {
  captured_at: 1,
  level: 80,
  rank: 0,
  weapon: { name: 'Skyward Reed', level: 80, refinement: 1 },
  skills: [{ name: 'Normal Attack', level: 6 }],
  gear: [
    {
      slot: 4,
      slot_name: 'Goblet',
      name: 'Tideborn',
      level: 20,
      main: { name: 'Hydro DMG Bonus', value: '46.6%' },
      subs: [
        { name: 'Crit Rate', value: '3.9%' },
        { name: 'ATK', value: '19' },
      ],
    },
  ],
};
const slotName = (g: { slot_name: string }) => g.slot_name;

describe('statDelta', () => {
  it('keeps the value format: decimals and suffix', () => {
    expect(statDelta('3.9%', '7.8%')).toEqual({ delta: '+3.9%', up: true });
    expect(statDelta('19', '33')).toEqual({ delta: '+14', up: true });
    expect(statDelta('10.5%', '7%')).toEqual({ delta: '−3.5%', up: false });
    expect(statDelta('12,4%', '15,5%')).toEqual({ delta: '+3.1%', up: true });
    expect(statDelta('A', 'B')).toEqual({ delta: 'A → B', up: true });
  });
});

describe('buildChanges', () => {
  it('finds nothing between equal builds', () => {
    expect(buildChanges(base, { ...base, captured_at: 2 }, slotName)).toEqual([]);
  });

  it('names a substat gain with its slot, and the level, rank, weapon and talent steps', () => {
    const after: CharacterBuildVersion = {
      ...base,
      level: 90,
      rank: 1,
      weapon: { name: 'Skyward Reed', level: 90, refinement: 2 },
      skills: [{ name: 'Normal Attack', level: 7 }],
      gear: [
        {
          ...base.gear[0]!,
          subs: [
            { name: 'Crit Rate', value: '7.8%' },
            { name: 'ATK', value: '19' },
            { name: 'Energy Recharge', value: '5.2%' },
          ],
        },
      ],
    };
    expect(buildChanges(base, after, slotName)).toEqual([
      { kind: 'level', from: 80, to: 90 },
      { kind: 'rank', from: 0, to: 1 },
      { kind: 'weaponLevel', name: 'Skyward Reed', from: 80, to: 90 },
      { kind: 'refinement', name: 'Skyward Reed', from: 1, to: 2 },
      { kind: 'skill', name: 'Normal Attack', from: 6, to: 7 },
      { kind: 'sub', slot: 'Goblet', stat: 'Crit Rate', delta: '+3.9%', up: true },
      { kind: 'subNew', slot: 'Goblet', stat: 'Energy Recharge', value: '5.2%' },
    ]);
  });

  it('tells a new weapon, a set swap, a new main stat and gear put on or taken off', () => {
    const after: CharacterBuildVersion = {
      ...base,
      weapon: { name: 'Harbinger', level: 80, refinement: 1 },
      gear: [
        {
          ...base.gear[0]!,
          name: 'Emblem',
          main: { name: 'ATK', value: '46.6%' },
          subs: [{ name: 'Crit Rate', value: '3.9%' }],
        },
        { slot: 5, slot_name: 'Circlet', name: 'Emblem', level: 0, main: null, subs: [] },
      ],
    };
    expect(buildChanges(base, after, slotName)).toEqual([
      { kind: 'weapon', from: 'Skyward Reed', to: 'Harbinger' },
      { kind: 'gearSet', slot: 'Goblet', from: 'Tideborn', to: 'Emblem' },
      { kind: 'main', slot: 'Goblet', from: 'Hydro DMG Bonus 46.6%', to: 'ATK 46.6%' },
      { kind: 'subGone', slot: 'Goblet', stat: 'ATK', value: '19' },
      { kind: 'gearNew', slot: 'Circlet', name: 'Emblem' },
    ]);
    expect(buildChanges(after, base, slotName)).toContainEqual({
      kind: 'gearGone',
      slot: 'Circlet',
      name: 'Emblem',
    });
  });
});
