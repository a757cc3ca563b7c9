import {
  SHARE_UID_SWITCH,
  SWITCH,
  characterDetailsSwitch,
  type GameConfig,
} from '@chronicle/contract';
import type { GameRecordCard } from '../../lib/session.js';

export type DataSwitch = GameRecordCard['data_switches'][number];

/** Switch 1 of every game: whether visitors can see the chronicle at all. */
export const CHRONICLE_SWITCH = SWITCH.chronicle;
/** The main game's real-time notes switch: notes are only ever shown to the owner. */
export const NOTES_SWITCH = SWITCH.realTimeNotes;

/** The card's switches in the game's order; ids the game does not list follow in card order. */
export function orderedSwitches(card: GameRecordCard, game: GameConfig): DataSwitch[] {
  const rank = (id: number) => {
    const index = game.switchIds.indexOf(id);
    return index === -1 ? game.switchIds.length : index;
  };
  return card.data_switches
    .map((entry, position) => ({ entry, position }))
    .sort((a, b) => rank(a.entry.switch_id) - rank(b.entry.switch_id) || a.position - b.position)
    .map(({ entry }) => entry);
}

/** Whether a switch is on; a switch the card lacks counts as off. */
export function isOn(switches: readonly DataSwitch[], id: number): boolean {
  return switches.some((entry) => entry.switch_id === id && entry.is_public);
}

/**
 * Whether a switch of a card is on. The UID-on-share-images switch is never in `data_switches`: the
 * card says `uid_masked` instead (docs/reference/privacy.md#uid-on-share-images).
 */
export function switchOn(card: GameRecordCard, id: number): boolean {
  return id === SHARE_UID_SWITCH ? card.uid_masked !== true : isOn(card.data_switches, id);
}

/** Whether a switch only matters while the chronicle itself is shown (character details). */
export function dependsOnChronicle(game: GameConfig, id: number): boolean {
  return id === characterDetailsSwitch(game.id);
}

export type Visibility = 'visible' | 'hidden' | 'onlyYou' | 'off';

export interface VisibilityLine {
  /** Text key under `visitors.items`. */
  item: 'records' | 'builds' | 'notes';
  visibility: Visibility;
}

/**
 * What another player sees of this account in this game, from the switches: the records pages
 * need the chronicle switch, builds need it and the details switch, and real-time notes are only
 * ever the owner's (or nobody's when switched off). An under-13 account shows visitors nothing.
 */
export function visitorView(
  game: GameConfig,
  switches: readonly DataSwitch[],
  isMinor: boolean,
): VisibilityLine[] {
  const shown = !isMinor && isOn(switches, CHRONICLE_SWITCH);
  const detailsId = characterDetailsSwitch(game.id);
  const lines: VisibilityLine[] = [
    { item: 'records', visibility: shown ? 'visible' : 'hidden' },
    {
      item: 'builds',
      visibility: shown && isOn(switches, detailsId) ? 'visible' : 'hidden',
    },
  ];
  if (game.switchIds.includes(NOTES_SWITCH)) {
    const notes: Visibility = isOn(switches, NOTES_SWITCH) ? 'onlyYou' : 'off';
    lines.push({ item: 'notes', visibility: isMinor ? 'hidden' : notes });
  }
  return lines;
}

/** The card list with one switch of one game's card set to `isPublic`. */
export function withSwitch<T extends { list: readonly GameRecordCard[] }>(
  data: T,
  gameId: number,
  switchId: number,
  isPublic: boolean,
): T {
  return {
    ...data,
    list: data.list.map((card) =>
      card.game_id === gameId
        ? {
            ...card,
            data_switches: card.data_switches.map((entry) =>
              entry.switch_id === switchId ? { ...entry, is_public: isPublic } : entry,
            ),
            ...(switchId === SHARE_UID_SWITCH ? { uid_masked: !isPublic } : {}),
          }
        : card,
    ),
  };
}
