import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Invented achievement categories (their 15 languages in src/i18n) with how many
 * achievements each holds. Ids are this table's own.
 */

export interface AchievementCategoryRow {
  id: number;
  total: number;
  name: L15;
}

export const ACHIEVEMENT_CATEGORIES: readonly AchievementCategoryRow[] = [
  {
    id: 1,
    total: 330,
    name: l15('hard-challenge-achievements.achievement-categories.1.name'),
  },
  {
    id: 2,
    total: 260,
    name: l15('hard-challenge-achievements.achievement-categories.2.name'),
  },
  {
    id: 3,
    total: 210,
    name: l15('hard-challenge-achievements.achievement-categories.3.name'),
  },
  {
    id: 4,
    total: 180,
    name: l15('hard-challenge-achievements.achievement-categories.4.name'),
  },
  {
    id: 5,
    total: 190,
    name: l15('hard-challenge-achievements.achievement-categories.5.name'),
  },
  {
    id: 6,
    total: 140,
    name: l15('hard-challenge-achievements.achievement-categories.6.name'),
  },
];
