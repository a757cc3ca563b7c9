import type { HistoryPeriodKind } from '@chronicle/contract';
import { useState } from 'react';
import { switchValue, type PeriodChoice } from '../period-choice.js';
import type { CurrentRole } from '../session.js';
import { useStoredPeriods } from './get-periods.js';

/**
 * The period a season page shows and its role's stored periods (issue 18): `choice` for the page's
 * query, `switchValue` for the current/previous switch, `select` for the list of every season.
 */
export function usePeriodChoice(
  role: CurrentRole | undefined,
  gameId: number,
  kind: HistoryPeriodKind,
) {
  const [choice, setChoice] = useState<PeriodChoice>(1);
  const periods = useStoredPeriods(role, gameId, kind).data;
  return {
    choice,
    setChoice,
    periods,
    switchValue: switchValue(choice, periods),
    select: { periods, value: choice, onChange: setChoice },
  };
}
