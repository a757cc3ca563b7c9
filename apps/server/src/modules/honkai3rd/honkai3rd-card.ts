import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.js';

/**
 * The four values of a Starfall Vanguard record card, in the card's order (days active,
 * battlesuits, outfits, abyss), as strings; '-' where nothing is stored.
 */
export function bh3CardValues(
  _db: Kysely<Database>,
  _gameRoleId: string,
): Promise<{ values: string[]; headIcon?: string }> {
  return Promise.resolve({ values: ['-', '-', '-', '-'] });
}
