import type { PageLoader } from './routes.js';

/**
 * Where each page of the route table lives: one lazy chunk per page module (spec §2; a chunk that
 * fails or takes longer than 120 s shows the load error, lazy-page.ts).
 */

export const overviewPage: PageLoader = () =>
  import('../features/overview/overview-page.js').then((m) => m.OverviewPage);
export const rosterPage: PageLoader = () =>
  import('../features/roster/roster-page.js').then((m) => m.RosterPage);
export const explorationPage: PageLoader = () =>
  import('../features/exploration/exploration-page.js').then((m) => m.ExplorationPage);
export const abyssPage: PageLoader = () =>
  import('../features/abyss/abyss-page.js').then((m) => m.AbyssPage);
export const abyssExplainPage: PageLoader = () =>
  import('../features/abyss/abyss-explain-page.js').then((m) => m.AbyssExplainPage);
export const summaryPage: PageLoader = () =>
  import('../features/summary/summary-page.js').then((m) => m.SummaryPage);
export const roleCombatPage: PageLoader = () =>
  import('../features/role-combat/role-combat-page.js').then((m) => m.RoleCombatPage);
export const roleCombatCharMasterPage: PageLoader = () =>
  import('../features/role-combat/char-master-page.js').then((m) => m.CharMasterPage);
export const roleCombatTarotPage: PageLoader = () =>
  import('../features/role-combat/tarot-page.js').then((m) => m.TarotPage);
export const challengePage: PageLoader = () =>
  import('../features/hard-challenge/challenge-page.js').then((m) => m.ChallengePage);
export const tcgPage: PageLoader = () =>
  import('../features/tcg/tcg-page.js').then((m) => m.TcgPage);
export const tcgHonorRolePage: PageLoader = () =>
  import('../features/tcg/honor-role-page.js').then((m) => m.HonorRolePage);
export const tcgHonorCardPage: PageLoader = () =>
  import('../features/tcg/honor-card-page.js').then((m) => m.HonorCardPage);
export const tcgDeckPage: PageLoader = () =>
  import('../features/tcg/deck-page.js').then((m) => m.DeckPage);
export const actCalendarPage: PageLoader = () =>
  import('../features/act-calendar/act-calendar-page.js').then((m) => m.ActCalendarPage);
export const alchemyPage: PageLoader = () =>
  import('../features/alchemy/alchemy-page.js').then((m) => m.AlchemyPage);
// Seasonal events (issue 5): one page folder per event, each its own chunk with its art.
export const summerV2Page: PageLoader = () =>
  import('../features/events/summer-v2/page.js').then((m) => m.SummerV2Page);
export const mushroomPage: PageLoader = () =>
  import('../features/events/mushroom/page.js').then((m) => m.MushroomPage);
export const lanternPage: PageLoader = () =>
  import('../features/events/lantern/page.js').then((m) => m.LanternPage);
export const adventurePage: PageLoader = () =>
  import('../features/events/adventure/page.js').then((m) => m.AdventurePage);
export const toyBattlePage: PageLoader = () =>
  import('../features/events/toy-battle/page.js').then((m) => m.ToyBattlePage);
export const poetryFestivalPage: PageLoader = () =>
  import('../features/events/poetry-festival/page.js').then((m) => m.PoetryFestivalPage);
export const lanternV4Page: PageLoader = () =>
  import('../features/events/lantern-v4/page.js').then((m) => m.LanternV4Page);
export const monsterVsMonsterPage: PageLoader = () =>
  import('../features/events/monster-vs-monster/page.js').then((m) => m.MonsterVsMonsterPage);
export const fairyTalesPage: PageLoader = () =>
  import('../features/events/fairy-tales/page.js').then((m) => m.FairyTalesPage);
export const eventV52Page: PageLoader = () =>
  import('../features/events/v5-2/page.js').then((m) => m.EventV52Page);
export const settingsPage: PageLoader = () =>
  import('../features/settings/settings-page.js').then((m) => m.SettingsPage);
export const hsrOverviewPage: PageLoader = () =>
  import('../features/hsr/hsr-overview-page.js').then((m) => m.HsrOverviewPage);
export const hsrCharactersPage: PageLoader = () =>
  import('../features/hsr/hsr-characters-page.js').then((m) => m.HsrCharactersPage);
export const hsrChallengePage: PageLoader = () =>
  import('../features/hsr/hsr-challenge-page.js').then((m) => m.HsrChallengePage);
export const bh3OverviewPage: PageLoader = () =>
  import('../features/bh3/bh3-overview-page.js').then((m) => m.Bh3OverviewPage);
export const bh3ValkyriesPage: PageLoader = () =>
  import('../features/bh3/bh3-valkyries-page.js').then((m) => m.Bh3ValkyriesPage);
export const bh3ModesPage: PageLoader = () =>
  import('../features/bh3/bh3-modes-page.js').then((m) => m.Bh3ModesPage);
