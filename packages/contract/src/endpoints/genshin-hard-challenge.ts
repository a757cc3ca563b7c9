/*
 * Trial of Dread (hard_challenge): endpoint declarations (issue 4). Merged into `endpoints.genshin`.
 */
export {};
