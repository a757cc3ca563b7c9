import type { HkrpgPartialTime } from '@chronicle/contract';

const pad = (value: number) => String(value).padStart(2, '0');

/** A server-local wall-clock time as the main game's seasons show dates: `2026.11.16 04:00`. */
export function formatPartialTime(time: HkrpgPartialTime, withClock = true): string {
  const date = `${time.year}.${pad(time.month)}.${pad(time.day)}`;
  return withClock ? `${date} ${pad(time.hour)}:${pad(time.minute)}` : date;
}

/** A season window, `2026.11.16 – 2026.12.28`, dates only so it fits the switch. */
export function formatWindow(begin: HkrpgPartialTime, end: HkrpgPartialTime): string {
  return `${formatPartialTime(begin, false)} – ${formatPartialTime(end, false)}`;
}

/** Paths 1–8 in the order of the API's `base_type`; their names are translated in `hsr.paths`. */
export const HSR_PATH_KEYS = [
  'destruction',
  'hunt',
  'erudition',
  'harmony',
  'nihility',
  'preservation',
  'abundance',
  'remembrance',
] as const;
export type HsrPathKey = (typeof HSR_PATH_KEYS)[number];

/** The translation key of a path, or undefined for a path this client does not know yet. */
export function pathKey(baseType: number): HsrPathKey | undefined {
  return HSR_PATH_KEYS[baseType - 1];
}

/** Relic slots 1–6 (head, hands, body, feet, sphere, cord), translated in `hsr.slots`. */
export const HSR_SLOT_KEYS = ['head', 'hands', 'body', 'feet', 'sphere', 'cord'] as const;
export type HsrSlotKey = (typeof HSR_SLOT_KEYS)[number];

export function slotKey(pos: number): HsrSlotKey {
  return HSR_SLOT_KEYS[pos - 1] ?? 'head';
}
