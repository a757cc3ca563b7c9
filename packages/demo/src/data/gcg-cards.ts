import type { GcgCardType, GcgCostType } from '@chronicle/contract';
import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Card Duel action cards and card backs of the demo (invented names and effects). Each group has
 * its card type, tag, cost and a description template (`{n}` = the card's number). The texts are
 * in src/i18n, by id.
 */

export type ActionGroup =
  | 'weapon'
  | 'relic'
  | 'talent'
  | 'location'
  | 'companion'
  | 'item'
  | 'food'
  | 'combat'
  | 'resonance';

export const GROUP_TYPES: Readonly<Record<ActionGroup, GcgCardType>> = {
  weapon: 'CardTypeModify',
  relic: 'CardTypeModify',
  talent: 'CardTypeModify',
  location: 'CardTypeAssist',
  companion: 'CardTypeAssist',
  item: 'CardTypeAssist',
  food: 'CardTypeEvent',
  combat: 'CardTypeEvent',
  resonance: 'CardTypeEvent',
};

export const GROUP_DESCS: Readonly<Record<ActionGroup, L15>> = {
  weapon: l15('gcg-cards.group-descs.weapon'),
  relic: l15('gcg-cards.group-descs.relic'),
  talent: l15('gcg-cards.group-descs.talent'),
  location: l15('gcg-cards.group-descs.location'),
  companion: l15('gcg-cards.group-descs.companion'),
  item: l15('gcg-cards.group-descs.item'),
  food: l15('gcg-cards.group-descs.food'),
  combat: l15('gcg-cards.group-descs.combat'),
  resonance: l15('gcg-cards.group-descs.resonance'),
};

export interface ActionCardRow {
  id: number;
  group: ActionGroup;
  /** The `{n}` of the description. */
  n: number;
  cost: readonly (readonly [GcgCostType, number])[];
  /** Weapon type code (weapons) or element (talents, resonance) for an extra tag. */
  extraTag?: number | string;
  name: L15;
}

const same = (n: number) => [['CostTypeSame', n]] as const;
const void_ = (n: number) => [['CostTypeVoid', n]] as const;

export const ACTION_CARDS: readonly ActionCardRow[] = [
  { id: 3101, group: 'weapon', n: 1, cost: same(2), extraTag: 1, name: l15('gcg-cards.action-cards.3101.name') },
  { id: 3102, group: 'weapon', n: 1, cost: same(3), extraTag: 10, name: l15('gcg-cards.action-cards.3102.name') },
  { id: 3103, group: 'weapon', n: 1, cost: same(3), extraTag: 11, name: l15('gcg-cards.action-cards.3103.name') },
  { id: 3104, group: 'weapon', n: 1, cost: same(2), extraTag: 12, name: l15('gcg-cards.action-cards.3104.name') },
  { id: 3105, group: 'weapon', n: 1, cost: same(3), extraTag: 13, name: l15('gcg-cards.action-cards.3105.name') },
  { id: 3111, group: 'relic', n: 1, cost: void_(1), name: l15('gcg-cards.action-cards.3111.name') },
  { id: 3112, group: 'relic', n: 1, cost: void_(2), name: l15('gcg-cards.action-cards.3112.name') },
  { id: 3113, group: 'relic', n: 2, cost: void_(3), name: l15('gcg-cards.action-cards.3113.name') },
  { id: 3114, group: 'relic', n: 1, cost: void_(1), name: l15('gcg-cards.action-cards.3114.name') },
  { id: 3121, group: 'talent', n: 2, cost: [['CostTypeAnemo', 3], ['CostTypeEnergy', 1]], extraTag: 'Anemo', name: l15('gcg-cards.action-cards.3121.name') },
  { id: 3122, group: 'talent', n: 2, cost: [['CostTypePyro', 3], ['CostTypeEnergy', 1]], extraTag: 'Pyro', name: l15('gcg-cards.action-cards.3122.name') },
  { id: 3123, group: 'talent', n: 2, cost: [['CostTypeHydro', 4]], extraTag: 'Hydro', name: l15('gcg-cards.action-cards.3123.name') },
  { id: 3201, group: 'location', n: 1, cost: same(2), name: l15('gcg-cards.action-cards.3201.name') },
  { id: 3202, group: 'location', n: 2, cost: same(2), name: l15('gcg-cards.action-cards.3202.name') },
  { id: 3203, group: 'location', n: 1, cost: void_(1), name: l15('gcg-cards.action-cards.3203.name') },
  { id: 3211, group: 'companion', n: 1, cost: same(1), name: l15('gcg-cards.action-cards.3211.name') },
  { id: 3212, group: 'companion', n: 1, cost: same(2), name: l15('gcg-cards.action-cards.3212.name') },
  { id: 3213, group: 'companion', n: 1, cost: same(1), name: l15('gcg-cards.action-cards.3213.name') },
  { id: 3214, group: 'companion', n: 1, cost: same(2), name: l15('gcg-cards.action-cards.3214.name') },
  { id: 3221, group: 'item', n: 2, cost: same(1), name: l15('gcg-cards.action-cards.3221.name') },
  { id: 3222, group: 'item', n: 3, cost: same(2), name: l15('gcg-cards.action-cards.3222.name') },
  { id: 3223, group: 'item', n: 2, cost: void_(1), name: l15('gcg-cards.action-cards.3223.name') },
  { id: 3301, group: 'food', n: 1, cost: same(1), name: l15('gcg-cards.action-cards.3301.name') },
  { id: 3302, group: 'food', n: 2, cost: same(2), name: l15('gcg-cards.action-cards.3302.name') },
  { id: 3303, group: 'food', n: 1, cost: same(1), name: l15('gcg-cards.action-cards.3303.name') },
  { id: 3304, group: 'food', n: 3, cost: same(2), name: l15('gcg-cards.action-cards.3304.name') },
  { id: 3311, group: 'combat', n: 1, cost: same(1), name: l15('gcg-cards.action-cards.3311.name') },
  { id: 3312, group: 'combat', n: 2, cost: same(2), name: l15('gcg-cards.action-cards.3312.name') },
  { id: 3313, group: 'combat', n: 1, cost: void_(1), name: l15('gcg-cards.action-cards.3313.name') },
  { id: 3314, group: 'combat', n: 1, cost: same(0), name: l15('gcg-cards.action-cards.3314.name') },
  { id: 3315, group: 'combat', n: 2, cost: same(2), name: l15('gcg-cards.action-cards.3315.name') },
  { id: 3316, group: 'combat', n: 1, cost: void_(1), name: l15('gcg-cards.action-cards.3316.name') },
  { id: 3321, group: 'resonance', n: 1, cost: [['CostTypePyro', 1]], extraTag: 'Pyro', name: l15('gcg-cards.action-cards.3321.name') },
  { id: 3322, group: 'resonance', n: 1, cost: [['CostTypeCryo', 1]], extraTag: 'Cryo', name: l15('gcg-cards.action-cards.3322.name') },
];

/** Card backs (`source` is a SOURCES key of gcg-terms). */
export const CARD_BACKS: readonly {
  id: number;
  source: 'shop' | 'invitation' | 'level' | 'event';
  name: L15;
}[] = [
  { id: 9001, source: 'level', name: l15('gcg-cards.card-backs.9001.name') },
  { id: 9002, source: 'shop', name: l15('gcg-cards.card-backs.9002.name') },
  { id: 9003, source: 'invitation', name: l15('gcg-cards.card-backs.9003.name') },
  { id: 9004, source: 'event', name: l15('gcg-cards.card-backs.9004.name') },
  { id: 9005, source: 'shop', name: l15('gcg-cards.card-backs.9005.name') },
  { id: 9006, source: 'event', name: l15('gcg-cards.card-backs.9006.name') },
];

export const CARD_BACK_DESC: L15 = l15('gcg-cards.card-back-desc');
