import type { ActType } from '@chronicle/contract';
import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * The demo event calendar's own texts (original names; the catalog has no kinds for events, banners
 * or reward items, so the stored calendar carries them).
 */

export interface CalendarItemRow {
  id: number;
  rarity: number;
  name: L15;
}

/** Reward items events hand out. */
export const CALENDAR_ITEMS: readonly CalendarItemRow[] = [
  { id: 201, rarity: 5, name: l15('misc-calendar.calendar-items.201.name') },
  { id: 202, rarity: 4, name: l15('misc-calendar.calendar-items.202.name') },
  { id: 203, rarity: 3, name: l15('misc-calendar.calendar-items.203.name') },
  { id: 204, rarity: 4, name: l15('misc-calendar.calendar-items.204.name') },
  { id: 205, rarity: 5, name: l15('misc-calendar.calendar-items.205.name') },
];

export interface CalendarPoolRow {
  id: number;
  poolType: 1 | 2 | 3;
  name: L15;
}

/** Banner kinds: 1 character, 2 weapon, 3 mixed (a chronicle of older characters and weapons). */
export const CALENDAR_POOLS: readonly CalendarPoolRow[] = [
  { id: 1, poolType: 1, name: l15('misc-calendar.calendar-pools.1.name') },
  { id: 2, poolType: 2, name: l15('misc-calendar.calendar-pools.2.name') },
  { id: 3, poolType: 3, name: l15('misc-calendar.calendar-pools.3.name') },
];

export interface CalendarActRow {
  id: number;
  type: ActType;
  name: L15;
  desc: L15;
  rewards: readonly (readonly [itemId: number, num: number])[];
  doubleTotal?: number;
}

/** Time-limited events (rotated through the demo's phases). */
export const CALENDAR_ACTS: readonly CalendarActRow[] = [
  {
    id: 1001,
    type: 'ActTypeOther',
    name: l15('misc-calendar.calendar-acts.1001.name'),
    desc: l15('misc-calendar.calendar-acts.1001.desc'),
    rewards: [[201, 900], [205, 1], [202, 12]],
  },
  {
    id: 1002,
    type: 'ActTypeDouble',
    name: l15('misc-calendar.calendar-acts.1002.name'),
    desc: l15('misc-calendar.calendar-acts.1002.desc'),
    rewards: [[202, 6], [203, 3]],
    doubleTotal: 3,
  },
  {
    id: 1003,
    type: 'ActTypeExplore',
    name: l15('misc-calendar.calendar-acts.1003.name'),
    desc: l15('misc-calendar.calendar-acts.1003.desc'),
    rewards: [[201, 420], [204, 8]],
  },
  {
    id: 1004,
    type: 'ActTypeOther',
    name: l15('misc-calendar.calendar-acts.1004.name'),
    desc: l15('misc-calendar.calendar-acts.1004.desc'),
    rewards: [[201, 600], [203, 5]],
  },
];

/** Permanent challenges: they reset every month on `resetDay`. */
export const CALENDAR_FIXED_ACTS: readonly (CalendarActRow & { resetDay: number })[] = [
  {
    id: 2001,
    type: 'ActTypeTower',
    resetDay: 16,
    name: l15('misc-calendar.calendar-fixed-acts.2001.name'),
    desc: l15('misc-calendar.calendar-fixed-acts.2001.desc'),
    rewards: [[201, 800]],
  },
  {
    id: 2002,
    type: 'ActTypeRoleCombat',
    resetDay: 1,
    name: l15('misc-calendar.calendar-fixed-acts.2002.name'),
    desc: l15('misc-calendar.calendar-fixed-acts.2002.desc'),
    rewards: [[201, 800]],
  },
  {
    id: 2003,
    type: 'ActTypeHardChallenge',
    resetDay: 1,
    name: l15('misc-calendar.calendar-fixed-acts.2003.name'),
    desc: l15('misc-calendar.calendar-fixed-acts.2003.desc'),
    rewards: [[201, 600], [204, 4]],
  },
];
