/*
 * Masquerade Stage (role_combat,char_master): endpoint declarations (issue 4). Merged into `endpoints.genshin`.
 */
export {};
