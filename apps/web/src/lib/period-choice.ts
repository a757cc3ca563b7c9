import type { PeriodSummary } from '@chronicle/contract';

/**
 * Which period a periodic records page shows: 1 or 2 is HoYoLAB's `schedule_type` (the current and the
 * previous period), a string is any stored period by its schedule id (Chronicle's `period`).
 */
export type PeriodChoice = 1 | 2 | string;

/** The query parameters of a choice. */
export function periodParams(
  choice: PeriodChoice,
): { schedule_type: 1 | 2; period?: undefined } | { period: string; schedule_type?: undefined } {
  return typeof choice === 'string' ? { period: choice } : { schedule_type: choice };
}

/**
 * The current/previous switch's value for a choice: a stored period that is one of the first two
 * lights its option, an older one lights none.
 */
export function switchValue(
  choice: PeriodChoice,
  periods: readonly PeriodSummary[] | undefined,
): 1 | 2 | undefined {
  if (typeof choice !== 'string') return choice;
  const at = periods?.findIndex((p) => p.period === choice) ?? -1;
  return at === 0 ? 1 : at === 1 ? 2 : undefined;
}

/** The choice of the stored period at `index` of the list: the first two are 1 and 2. */
export function choiceAt(periods: readonly PeriodSummary[], index: number): PeriodChoice {
  if (index === 0) return 1;
  if (index === 1) return 2;
  return periods[index]?.period ?? 1;
}

/** The dates of the current and previous periods as the stored-period list gives them. */
export function listedDates(
  periods: readonly PeriodSummary[] | undefined,
): Partial<Record<1 | 2, { start_time: string; end_time: string }>> {
  const out: Partial<Record<1 | 2, { start_time: string; end_time: string }>> = {};
  for (const type of [1, 2] as const) {
    const p = periods?.[type - 1];
    if (p) out[type] = { start_time: String(p.start_time), end_time: String(p.end_time) };
  }
  return out;
}
