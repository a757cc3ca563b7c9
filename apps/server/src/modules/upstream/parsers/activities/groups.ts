import type { UpstreamGroup } from '../parse-kit.js';
import { activitiesGroup } from './activities.parser.js';

/** The main game's seasonal events (game 2): one group for every declared event. */
export const ACTIVITIES_GROUPS: readonly UpstreamGroup[] = [activitiesGroup];
