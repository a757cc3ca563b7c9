import type { ServerRegionKey } from '../games.js';

/** The element values the catalog and the API carry (`attrs.element`, `element`). */
export type ElementKey = 'Anemo' | 'Hydro' | 'Electro' | 'Cryo' | 'Pyro' | 'Geo' | 'Dendro';

/**
 * Text the server itself puts into API payloads (switch names, record-card labels, server names),
 * one bundle per language. UI strings live in the web app's locales instead.
 */
export interface ServerText {
  switches: {
    /** Switch 1: the chronicle is visible on the profile. */
    chronicle: string;
    /** Switches 2 (main and second game) and 4 (third game): character details. */
    characterDetails: string;
    /** Switch 3: real-time notes. */
    realTimeNotes: string;
  };
  card: {
    ys: { daysActive: string; characters: string; achievements: string; spiralAbyss: string };
    hsr: {
      timeActive: string;
      charactersUnlocked: string;
      achievementsUnlocked: string;
      treasuresOpened: string;
    };
    bh3: { daysActive: string; battlesuits: string; outfits: string; abyss: string };
  };
  /**
   * The share card (`/card/<game>/<role_id>.png`). `{{n}}` is replaced by the server; every
   * language is drawn in its own script (apps/server/src/modules/share-card/share-card.font.ts).
   */
  shareCard: {
    /** The role's level under its nickname. */
    rank: string;
    topCharacters: string;
    /** A character's level. */
    characterLevel: string;
    /** The Spiral Abyss stars of the current period. */
    abyssStars: string;
    abyssNone: string;
    /** The neutral card of a private or under-13 role. */
    privateTitle: string;
    privateBody: string;
    footer: string;
    /** Stellar Transit's card: the level line and the latest Echoes of Disorder season. */
    hsr: { rank: string; endgame: string; endgameNone: string };
    /**
     * Starfall Vanguard's card: the level line, the abyss summary (cups from level 81, else the
     * latest rank) and the line that replaces the battlesuits when character details are private.
     */
    bh3: {
      rank: string;
      ladderCups: string;
      trialRank: string;
      endgameNone: string;
      charactersPrivate: string;
    };
  };
  /** Names of the hard-challenge difficulties 1–6 (index 0 is difficulty 1). */
  hardChallengeDifficulties: readonly [string, string, string, string, string, string];
  regions: Record<ServerRegionKey, string>;
  /** Labels of the character extra-content facts (`external_content`), by fact key. */
  characterFacts: { affiliation: string; birthday: string; constellation: string };
  /** The product's localized word for each element (the web's `common.elements`), by API value. */
  elements: Record<ElementKey, string>;
  /**
   * Chrome of the server-rendered character wiki page (`/wiki/characters/:id`). `{{name}}` and
   * `{{n}}` are replaced by the server.
   */
  wiki: {
    pageTitle: string;
    siteName: string;
    profile: string;
    calculator: string;
    lineup: string;
    guide: string;
    element: string;
    rarity: string;
    weaponType: string;
    talents: string;
    constellations: string;
    constellationLevel: string;
    calculatorIntro: string;
    noBuildData: string;
    lineupIntro: string;
    lineupCharacter: string;
    lineupTeams: string;
    lineupEmpty: string;
    guideIntro: string;
    mainStats: string;
    subStats: string;
    sands: string;
    goblet: string;
    circlet: string;
    guideEmpty: string;
    notFoundTitle: string;
    notFoundBody: string;
    backHome: string;
  };
}
