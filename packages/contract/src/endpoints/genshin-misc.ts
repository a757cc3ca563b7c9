/*
 * calendar,achievements,toolbox: endpoint declarations (issue 4). Merged into `endpoints.genshin`.
 */
export {};
