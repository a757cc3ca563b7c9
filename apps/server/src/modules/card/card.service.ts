import {
  RETCODE,
  SERVER_TEXT,
  SHARE_UID_SWITCH,
  SWITCH,
  gameById,
  type GameConfig,
  type GameRecordCard,
  type HkrpgIndexSnapshot,
  type Honkai3rdCharactersSnapshot,
  type Honkai3rdIndexSnapshot,
  type IndexSnapshot,
  type Lang,
  type ServerText,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { displayedRoles, regionName, rolesOf, type RoleRow } from '../binding/binding.service.js';
import { cardValues } from '../genshin/genshin.service.js';
import { hsrCardValues } from '../hkrpg/hkrpg-card.js';
import { bh3CardValues } from '../honkai3rd/honkai3rd-card.js';
import type { Absolutize } from '../../http/absolute-url.js';
import { canSeeCard, cardOwner, changeOwnSwitch, type Switches } from '../policy/policy.service.js';
import { derivedFromLatest, type DerivedCache } from '../records/records.service.js';

type Card = Static<typeof GameRecordCard>;

/**
 * Card order of docs/reference/web-app.md#record-cards-and-roles: the main game first, then the
 * third, then the second.
 */
export const CARD_GAME_ORDER = [2, 6, 1] as const;

export interface CardDeps {
  db: Kysely<Database>;
  absolute: Absolutize;
  /** Each card's values per snapshot versions (`derivedFromLatest`). */
  values: DerivedCache<CardValues>;
  /** Unix ms (when a guide was seen). */
  now: () => number;
}

function switchName(text: ServerText, switchId: number): string {
  if (switchId === SWITCH.chronicle) return text.switches.chronicle;
  if (switchId === SWITCH.realTimeNotes) return text.switches.realTimeNotes;
  return text.switches.characterDetails;
}

/** Deep link to the web chronicle of an account (the third game lives under /rpg/). */
export function chronicleUrl(game: GameConfig, uid: number): string {
  const page = game.pagePrefix ? `${game.pagePrefix}/index.html` : '/';
  return `${page}#${game.hash}?user_id=${uid}`;
}

/** What a card shows of a role's records: four values and the head icon. */
export interface CardValues {
  values: string[];
  headIcon?: string | undefined;
}

/** The snapshot kinds each game's card shows, and its values from their latest payloads. */
const CARD_RECORDS: Record<GameConfig['key'], { kinds: string[]; values: Derive }> = {
  ys: { kinds: ['index'], values: ([index]) => cardValues(index as IndexSnapshot | undefined) },
  hsr: {
    kinds: ['hsr_index'],
    values: ([index]) => hsrCardValues(index as HkrpgIndexSnapshot | undefined),
  },
  bh3: {
    kinds: ['bh3_index', 'bh3_characters'],
    values: ([index, characters]) =>
      bh3CardValues(
        index as Honkai3rdIndexSnapshot | undefined,
        characters as Honkai3rdCharactersSnapshot | undefined,
      ),
  },
};
type Derive = (payloads: unknown[]) => CardValues;

async function cardData(
  deps: CardDeps,
  game: GameConfig,
  role: RoleRow,
  text: ServerText,
): Promise<{ data: Card['data']; headIcon: string }> {
  const { kinds, values: derive } = CARD_RECORDS[game.key];
  const { values, headIcon } = await derivedFromLatest(
    deps.db,
    deps.values,
    game.id,
    role.game_role_id,
    kinds,
    derive,
  );
  const l = text.card;
  const names =
    game.key === 'ys'
      ? [l.ys.daysActive, l.ys.characters, l.ys.achievements, l.ys.spiralAbyss]
      : game.key === 'hsr'
        ? [
            l.hsr.timeActive,
            l.hsr.charactersUnlocked,
            l.hsr.achievementsUnlocked,
            l.hsr.treasuresOpened,
          ]
        : [l.bh3.daysActive, l.bh3.battlesuits, l.bh3.outfits, l.bh3.abyss];
  return {
    data: names.map((name, i) => ({ name, type: 1, value: values[i] ?? '-' })),
    headIcon: headIcon ?? `/art/game/${game.id}.svg`,
  };
}

async function buildCard(
  deps: CardDeps,
  game: GameConfig,
  role: RoleRow,
  switches: Switches,
  lang: Lang,
): Promise<Card> {
  const { absolute } = deps;
  const text = SERVER_TEXT[lang];
  const { data, headIcon } = await cardData(deps, game, role, text);
  return {
    has_role: true,
    game_id: game.id,
    game_role_id: role.game_role_id,
    nickname: role.nickname,
    region: role.region,
    region_name: regionName(game.id, role.region, lang),
    level: role.level,
    background_image: absolute(`/art/game-background/${game.id}.svg`),
    background_image_v2: '',
    background_color: game.backgroundColor,
    is_public: switches.isPublic(SWITCH.chronicle),
    data,
    url: absolute(chronicleUrl(game, role.uid)),
    data_switches: game.switchIds.map((id) => ({
      switch_id: id,
      is_public: switches.isPublic(id),
      switch_name: switchName(text, id),
    })),
    h5_data_switches: [],
    logo: absolute(`/art/game/${game.id}.svg`),
    game_name: game.name,
    game_head_icon: absolute(headIcon),
    game_biz: game.gameBiz,
    // On every card, the owner's and a visitor's alike: whoever may see the card may make or
    // see a share image of the role, and the owner's choice holds for both.
    uid_masked: !switches.isPublic(SHARE_UID_SWITCH),
  };
}

/**
 * The record cards of an account: one per game with a role, in order 2, 6, 1. Visitors only get
 * the games whose chronicle (switch 1) is public, and nothing of an under-13 account; an
 * all-private account gives an empty list.
 */
export async function getGameRecordCards(
  deps: CardDeps,
  viewer: Viewer,
  uid: number,
  lang: Lang,
): Promise<Card[]> {
  // The cards carry each game's summary numbers: the risk engine's rules apply (issue #8).
  await viewer.risk?.beforeCardRead(uid);
  const [owner, roles] = await Promise.all([cardOwner(deps.db, uid), rolesOf(deps.db, uid)]);
  if (!owner) throw new ApiError(RETCODE.ROLE_NOT_FOUND);
  const shown = displayedRoles(roles);
  const cards: Card[] = [];
  for (const gameId of CARD_GAME_ORDER) {
    const role = shown.get(gameId);
    const game = gameById(gameId);
    if (!role || !game) continue;
    const switches = owner.switches(gameId);
    if (!canSeeCard(viewer, uid, switches, owner.isMinor)) continue;
    cards.push(await buildCard(deps, game, role, switches, lang));
  }
  return cards;
}

/**
 * Changes one of the cookie owner's switches (`game_id` may arrive as a numeric string),
 * Chronicle's UID-on-share-images switch included (the policy's `changeableSwitchIds`).
 */
export async function changeDataSwitch(
  db: Kysely<Database>,
  viewer: Viewer,
  body: { switch_id: number; is_public: boolean; game_id: number | string },
): Promise<void> {
  await changeOwnSwitch(db, viewer, Number(body.game_id), body.switch_id, body.is_public);
}
