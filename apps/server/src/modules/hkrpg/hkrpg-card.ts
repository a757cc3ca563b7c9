import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * The four numbers of a Stellar Transit record card, in the card's order (days active, characters,
 * achievements, treasures), as strings; '-' where nothing is stored.
 */
export function hsrCardValues(
  _db: Kysely<Database>,
  _gameRoleId: string,
): Promise<{ values: string[]; headIcon?: string }> {
  return Promise.resolve({ values: ['-', '-', '-', '-'] });
}
