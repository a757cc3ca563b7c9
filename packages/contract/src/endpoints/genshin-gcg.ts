/*
 * Card Duel (gcg): endpoint declarations (issue 4). Merged into `endpoints.genshin`.
 */
export {};
