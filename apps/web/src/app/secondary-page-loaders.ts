import type { PageLoader } from './routes.js';

/**
 * Loaders of the pages a first visit rarely opens, in a chunk of their own (page-loaders.ts says
 * why). Seasonal events (issue 5) have one page folder per event, each its own chunk with its art.
 */

export const tcgHonorRolePage: PageLoader = () =>
  import('../features/tcg/honor-role-page.js').then((m) => m.HonorRolePage);
export const tcgHonorCardPage: PageLoader = () =>
  import('../features/tcg/honor-card-page.js').then((m) => m.HonorCardPage);
export const tcgDeckPage: PageLoader = () =>
  import('../features/tcg/deck-page.js').then((m) => m.DeckPage);
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
export const hsrCharactersPage: PageLoader = () =>
  import('../features/hsr/hsr-characters-page.js').then((m) => m.HsrCharactersPage);
export const hsrChallengePage: PageLoader = () =>
  import('../features/hsr/hsr-challenge-page.js').then((m) => m.HsrChallengePage);
export const bh3ValkyriesPage: PageLoader = () =>
  import('../features/bh3/bh3-valkyries-page.js').then((m) => m.Bh3ValkyriesPage);
export const bh3ModesPage: PageLoader = () =>
  import('../features/bh3/bh3-modes-page.js').then((m) => m.Bh3ModesPage);
export const progressPage: PageLoader = () =>
  import('../features/progress/progress-page.js').then((m) => m.ProgressPage);
