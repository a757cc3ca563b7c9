import { endpoints, type BodyOf, type DataOf } from '@chronicle/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.js';
import { endpointKey } from '../../../lib/query-client.js';
import type { CurrentRole } from '../../../lib/session.js';

const { actCalendar, addNotice } = endpoints.genshin;

export type ActCalendarBody = BodyOf<typeof actCalendar>;
export type ActCalendarData = DataOf<typeof actCalendar>;
export type CardPool = ActCalendarData['avatar_card_pool_list'][number];
export type CalendarAct = ActCalendarData['act_list'][number];

/** The body naming a role, shared by the calendar and its reminders. */
export function calendarBody(role: CurrentRole): ActCalendarBody {
  return { role_id: role.game_role_id, server: role.region };
}

/** POST genshin/api/act_calendar: banners, events and permanent challenges of a role. */
export function getActCalendarQueryOptions(body: ActCalendarBody, lang: string) {
  return queryOptions({
    queryKey: endpointKey(actCalendar, { ...body, lang }),
    queryFn: ({ signal }) => api.call(actCalendar, body, { signal }),
  });
}

/** The current role's calendar in the current language. */
export function useActCalendar(role: CurrentRole, lang: string) {
  return useQuery(getActCalendarQueryOptions(calendarBody(role), lang));
}

/** POST genshin/api/add_notice, then refetches the calendar so the button follows the server. */
export function useToggleNotice(role: CurrentRole) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { act_id: number; enable: boolean }) =>
      api.call(addNotice, { ...calendarBody(role), ...change }),
    onSuccess: () => client.invalidateQueries({ queryKey: [actCalendar.id] }),
  });
}
