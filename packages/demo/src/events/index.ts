import { buildEventsDemo, type EventDemo } from './event-demo.js';
import { mushroomDemo } from './mushroom.js';
import { lanternDemo } from './lantern.js';
import { adventureDemo } from './adventure.js';
import { toyBattleDemo } from './toy-battle.js';
import { poetryFestivalDemo } from './poetry-festival.js';
import { lanternV4Demo } from './lantern-v4.js';
import { monsterVsMonsterDemo } from './monster-vs-monster.js';
import { fairyTalesDemo } from './fairy-tales.js';
import { v52Demo } from './v5-2.js';
import { summerV2Demo } from './summer-v2.js';

/** One generator per declared event (packages/contract/src/events.ts), in declaration order. */
export const EVENT_DEMOS: readonly EventDemo[] = [
  summerV2Demo,
  mushroomDemo,
  lanternDemo,
  adventureDemo,
  toyBattleDemo,
  poetryFestivalDemo,
  lanternV4Demo,
  monsterVsMonsterDemo,
  fairyTalesDemo,
  v52Demo,
];

/** Catalog entries and snapshots of every event, merged into the demo bundle. */
export function buildEventDemo(capturedAt: string) {
  return buildEventsDemo(EVENT_DEMOS, capturedAt);
}
