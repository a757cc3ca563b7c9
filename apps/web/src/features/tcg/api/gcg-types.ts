import type { DataOf, endpoints } from '@chronicle/contract';

/*
 * Card Duel payload types, derived from the contract's endpoint declarations (never hand-copied).
 */
type G = (typeof endpoints)['genshin'];

export type GcgBasicInfo = DataOf<G['gcgBasicInfo']>;
export type GcgCover = GcgBasicInfo['covers'][number];
export type GcgReplay = GcgBasicInfo['replays'][number];
export type GcgReplaySide = GcgReplay['self'];
export type GcgCost = GcgCover['action_cost'][number];
export type GcgCardListData = DataOf<G['gcgCardList']>;
export type GcgCard = GcgCardListData['card_list'][number];
export type GcgCardType = GcgCard['card_type'];
export type GcgCardBackListData = DataOf<G['gcgCardBackList']>;
export type GcgDeckListData = DataOf<G['gcgDeckList']>;
export type GcgDeck = GcgDeckListData['deck_list'][number];
export type GcgDeckCard = GcgDeck['avatar_cards'][number];
export type GcgScheduleListData = DataOf<G['gcgChallengeSchedule']>;
export type GcgSeason = GcgScheduleListData['schedule_list'][number];
export type GcgChallengeRecord = DataOf<G['gcgChallengeRecord']>;
export type GcgChallengeDeckData = DataOf<G['gcgChallengeDeck']>;
export type GcgCoverCategory = GcgCover['category'];
