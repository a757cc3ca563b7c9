/**
 * Catalog ids that whoever writes the catalog (an importer, the upstream parsers, demo data) and the
 * server that reads it must agree on.
 */

/** A Card Duel season's name is the `gcg_term` at this offset plus its schedule id. */
export const SEASON_TERM_BASE = 1_000_000;
