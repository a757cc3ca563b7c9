import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import { EmptyData } from '../schemas/common.js';
import {
  ActCalendarBody,
  ActCalendarData,
  AddNoticeBody,
  AddNoticeData,
  AlchemyRecipesData,
  AlchemyRecipesQuery,
  CharacterTopBody,
  ToolOverseaData,
  ToolOverseaQuery,
} from '../schemas/genshin-misc.js';

/*
 * Event calendar, toolbox, reminders, showcase and alchemy (issue 4). Merged into `endpoints.genshin`.
 */

/**
 * Banners, events and permanent challenges with the role's progress
 * (docs/reference/hoyolab-api.md#event-calendar).
 */
export const actCalendar = defineEndpoint({
  id: 'genshin.actCalendar',
  method: 'POST',
  family: 'genshin',
  path: 'act_calendar',
  summary: 'Event calendar of a role',
  description: describeEndpoint(
    "Banners, events and permanent challenges with the role's progress in each.",
    WHO.records,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: ActCalendarBody,
  data: ActCalendarData,
});

/** The toolbox: Chronicle's own tools with links. */
export const toolOversea = defineEndpoint({
  id: 'genshin.toolOversea',
  method: 'GET',
  family: 'genshin',
  path: 'tool_oversea',
  summary: 'Toolbox list',
  description: describeEndpoint("The toolbox: Chronicle's own tools with links.", WHO.signedIn),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: ToolOverseaQuery,
  data: ToolOverseaData,
});

/** The owner subscribes to (or drops) a reminder of an event. */
export const addNotice = defineEndpoint({
  id: 'genshin.addNotice',
  method: 'POST',
  family: 'genshin',
  path: 'add_notice',
  summary: 'Event reminder (owner only)',
  description: describeEndpoint(
    'Subscribes the owner to, or drops, a reminder of an event of the calendar.',
    WHO.ownerWrite,
    [RETCODE.CROSS_SITE],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: AddNoticeBody,
  data: AddNoticeData,
});

/** The owner sets up to 8 showcase characters. */
export const characterTop = defineEndpoint({
  id: 'genshin.characterTop',
  method: 'POST',
  family: 'genshin',
  path: 'character/top',
  summary: 'Showcase characters (owner only)',
  description: describeEndpoint(
    "Sets up to 8 showcase characters of the owner's role.",
    WHO.ownerWrite,
    [RETCODE.CROSS_SITE],
  ),
  auth: 'session',
  changesState: true,
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  body: CharacterTopBody,
  data: EmptyData,
});

/** The alchemy workshop's recipe book in the request language. */
export const alchemyRecipes = defineEndpoint({
  id: 'genshin.alchemyRecipes',
  method: 'GET',
  family: 'genshin',
  path: 'alchemy/recipes',
  summary: 'Alchemy recipe book',
  description: describeEndpoint(
    "The alchemy workshop's recipe book in the request language.",
    WHO.signedIn,
  ),
  auth: 'session',
  loginRetcode: RETCODE.LOGIN_REQUIRED,
  query: AlchemyRecipesQuery,
  data: AlchemyRecipesData,
});
