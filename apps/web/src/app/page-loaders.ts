import type { PageLoader } from './routes.js';
import type * as SecondaryLoaders from './secondary-page-loaders.js';

/**
 * Where each page of the route table lives: one lazy chunk per page module
 * (docs/reference/web-app.md#routes; a chunk that fails or takes longer than 120 s shows the load
 * error, lazy-page.ts).
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
export const actCalendarPage: PageLoader = () =>
  import('../features/act-calendar/act-calendar-page.js').then((m) => m.ActCalendarPage);
export const alchemyPage: PageLoader = () =>
  import('../features/alchemy/alchemy-page.js').then((m) => m.AlchemyPage);
export const settingsPage: PageLoader = () =>
  import('../features/settings/settings-page.js').then((m) => m.SettingsPage);
export const hsrOverviewPage: PageLoader = () =>
  import('../features/hsr/hsr-overview-page.js').then((m) => m.HsrOverviewPage);
export const bh3OverviewPage: PageLoader = () =>
  import('../features/bh3/bh3-overview-page.js').then((m) => m.Bh3OverviewPage);

/*
 * Pages a first visit rarely opens (the card game's sub-pages, the seasonal events, the other two
 * games' records past their home) keep their loaders in a table of their own, fetched on the way to
 * the first of them: every loader written here costs the first load its chunk's preload list.
 */
type SecondaryPage = keyof typeof SecondaryLoaders;
const secondary =
  (name: SecondaryPage): PageLoader =>
  () =>
    import('./secondary-page-loaders.js').then((m) => m[name]());

export const tcgHonorRolePage = secondary('tcgHonorRolePage');
export const tcgHonorCardPage = secondary('tcgHonorCardPage');
export const tcgDeckPage = secondary('tcgDeckPage');
export const summerV2Page = secondary('summerV2Page');
export const mushroomPage = secondary('mushroomPage');
export const lanternPage = secondary('lanternPage');
export const adventurePage = secondary('adventurePage');
export const toyBattlePage = secondary('toyBattlePage');
export const poetryFestivalPage = secondary('poetryFestivalPage');
export const lanternV4Page = secondary('lanternV4Page');
export const monsterVsMonsterPage = secondary('monsterVsMonsterPage');
export const fairyTalesPage = secondary('fairyTalesPage');
export const eventV52Page = secondary('eventV52Page');
export const hsrCharactersPage = secondary('hsrCharactersPage');
export const hsrChallengePage = secondary('hsrChallengePage');
export const bh3ValkyriesPage = secondary('bh3ValkyriesPage');
export const bh3ModesPage = secondary('bh3ModesPage');
export const progressPage = secondary('progressPage');
