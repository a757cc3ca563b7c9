import type { L15 } from './localize.js';
import { l15 } from '../i18n/data.js';

/*
 * Invented archon quest chapters the demo's real-time notes show (their 15 languages in src/i18n).
 * Ids are this table's own; the catalog serves names by them.
 */

export const ARCHON_CHAPTERS: readonly { id: number; num: L15; title: L15 }[] = [
  {
    id: 83001,
    num: l15('notes.archon-chapters.83001.num'),
    title: l15('notes.archon-chapters.83001.title'),
  },
  {
    id: 83002,
    num: l15('notes.archon-chapters.83002.num'),
    title: l15('notes.archon-chapters.83002.title'),
  },
  {
    id: 83003,
    num: l15('notes.archon-chapters.83003.num'),
    title: l15('notes.archon-chapters.83003.title'),
  },
];
