import { defineEndpoint } from '../endpoint.js';
import { describeEndpoint, WHO } from '../endpoint-docs.js';
import { RETCODE } from '../retcodes.js';
import { RoleQuery } from '../schemas/common.js';
import {
  GcgBasicInfoData,
  GcgCardBackListData,
  GcgCardListData,
  GcgCardListQuery,
  GcgChallengeDeckData,
  GcgChallengeDeckQuery,
  GcgChallengeRecordData,
  GcgChallengeRecordQuery,
  GcgChallengeScheduleData,
  GcgDeckListData,
  GcgMatchListData,
  GcgPrivacySettingsData,
  GcgSetCoverBody,
  GcgSetCoverData,
  GcgSetPrivacySettingsBody,
} from '../schemas/genshin-gcg.js';

/*
 * Card Duel (gcg/*): endpoint declarations (issue 4, docs/reference/hoyolab-api.md#card-game).
 * Merged into `endpoints.genshin`. Reads follow the chronicle policy (a visitor needs switch 1 →
 * else 10102);
 * the two setters are the owner's alone.
 */

const session = { auth: 'session', loginRetcode: RETCODE.LOGIN_REQUIRED } as const;

/**
 * Card Duel profile: level, card counts, covers, replays, challenge summary
 * (docs/reference/hoyolab-api.md#card-game-profile).
 */
export const gcgBasicInfo = defineEndpoint({
  id: 'genshin.gcgBasicInfo',
  method: 'GET',
  family: 'genshin',
  path: 'gcg/basicInfo',
  summary: 'Card Duel profile of a main-game role',
  description: describeEndpoint(
    'The Card Duel profile of a main-game role: level, card counts, covers, replays and the challenge summary.',
    WHO.records,
  ),
  ...session,
  query: RoleQuery,
  data: GcgBasicInfoData,
});

/**
 * The card collection, paged by `offset`/`limit`
 * (docs/reference/hoyolab-api.md#card-game-card-list).
 */
export const gcgCardList = defineEndpoint({
  id: 'genshin.gcgCardList',
  method: 'GET',
  family: 'genshin',
  path: 'gcg/cardList',
  summary: 'Card Duel cards of a role, paged',
  description: describeEndpoint(
    'The Card Duel card collection of a role, paged by `offset`/`limit`.',
    WHO.records,
  ),
  ...session,
  query: GcgCardListQuery,
  data: GcgCardListData,
});

/** Every card back, gained or not. */
export const gcgCardBackList = defineEndpoint({
  id: 'genshin.gcgCardBackList',
  method: 'GET',
  family: 'genshin',
  path: 'gcg/cardBackList',
  summary: 'Card Duel card backs of a role',
  description: describeEndpoint(
    'Every Card Duel card back, with whether the role has it.',
    WHO.records,
  ),
  ...session,
  query: RoleQuery,
  data: GcgCardBackListData,
});

/** Saved decks. */
export const gcgDeckList = defineEndpoint({
  id: 'genshin.gcgDeckList',
  method: 'GET',
  family: 'genshin',
  path: 'gcg/deckList',
  summary: 'Card Duel decks of a role',
  description: describeEndpoint("The role's saved Card Duel decks.", WHO.records),
  ...session,
  query: RoleQuery,
  data: GcgDeckListData,
});

/** Recent and favourite replays. */
export const gcgMatchList = defineEndpoint({
  id: 'genshin.gcgMatchList',
  method: 'GET',
  family: 'genshin',
  path: 'gcg/matchList',
  summary: 'Card Duel replays of a role',
  description: describeEndpoint("The role's recent and favourite Card Duel replays.", WHO.records),
  ...session,
  query: RoleQuery,
  data: GcgMatchListData,
});

/** The card-challenge seasons stored for a role, newest first. */
export const gcgChallengeSchedule = defineEndpoint({
  id: 'genshin.gcgChallengeSchedule',
  method: 'GET',
  family: 'genshin',
  path: 'gcg/challenge/schedule',
  summary: 'Card Duel challenge seasons of a role',
  description: describeEndpoint(
    'The Card Duel challenge seasons stored for a role, newest first.',
    WHO.records,
  ),
  ...session,
  query: RoleQuery,
  data: GcgChallengeScheduleData,
});

/** A season's challenge record (the latest when `schedule_id` is absent). */
export const gcgChallengeRecord = defineEndpoint({
  id: 'genshin.gcgChallengeRecord',
  method: 'GET',
  family: 'genshin',
  path: 'gcg/challenge/record',
  summary: 'Card Duel challenge record of a season',
  description: describeEndpoint(
    "A Card Duel challenge season's record (the latest when `schedule_id` is absent).",
    WHO.records,
  ),
  ...session,
  query: GcgChallengeRecordQuery,
  data: GcgChallengeRecordData,
});

/** A deck used in a challenge season. */
export const gcgChallengeDeck = defineEndpoint({
  id: 'genshin.gcgChallengeDeck',
  method: 'GET',
  family: 'genshin',
  path: 'gcg/challenge/deck',
  summary: 'Deck used in a Card Duel challenge season',
  description: describeEndpoint(
    'A deck the role used in a Card Duel challenge season.',
    WHO.records,
  ),
  ...session,
  query: GcgChallengeDeckQuery,
  data: GcgChallengeDeckData,
});

/** The owner shows one of their cards (or card backs) as a profile cover. */
export const gcgSetCover = defineEndpoint({
  id: 'genshin.gcgSetCover',
  method: 'POST',
  family: 'genshin',
  path: 'gcg/setCover',
  summary: 'Set a Card Duel profile cover (owner only)',
  description: describeEndpoint(
    "Shows one of the owner's cards (or card backs) as the Card Duel profile cover.",
    WHO.ownerWrite,
    [RETCODE.CROSS_SITE],
  ),
  ...session,
  changesState: true,
  body: GcgSetCoverBody,
  data: GcgSetCoverData,
});

/** The owner hides or shows covers and replays to visitors. */
export const gcgSetPrivacySettings = defineEndpoint({
  id: 'genshin.gcgSetPrivacySettings',
  method: 'POST',
  family: 'genshin',
  path: 'gcg/setPrivacySettings',
  summary: 'Hide or show Card Duel covers and replays (owner only)',
  description: describeEndpoint(
    "Hides or shows the owner's Card Duel covers and replays to visitors.",
    WHO.ownerWrite,
    [RETCODE.CROSS_SITE],
  ),
  ...session,
  changesState: true,
  body: GcgSetPrivacySettingsBody,
  data: GcgPrivacySettingsData,
});
