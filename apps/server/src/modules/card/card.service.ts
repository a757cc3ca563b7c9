import {
  RETCODE,
  SERVER_TEXT,
  SHARE_UID_SWITCH,
  SWITCH,
  gameById,
  type GameConfig,
  type GameRecordCard,
  type Lang,
  type ServerText,
} from '@chronicle/contract';
import type { Kysely } from 'kysely';
import type { Static } from 'typebox';
import type { Database } from '../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import type { Viewer } from '../../http/request-context.js';
import { getAccount } from '../account/account.service.js';
import { displayedRoles, regionName, rolesOf, type RoleRow } from '../binding/binding.service.js';
import { cardValues } from '../genshin/genshin.service.js';
import { hsrCardValues } from '../hkrpg/hkrpg-card.js';
import { bh3CardValues } from '../honkai3rd/honkai3rd-card.js';
import type { Absolutize } from '../../http/absolute-url.js';
import {
  canSeeCard,
  changeOwnSwitch,
  isMinorAccount,
  switchesFor,
  type Switches,
} from '../policy/policy.service.js';

type Card = Static<typeof GameRecordCard>;

/**
 * Card order of docs/reference/web-app.md#record-cards-and-roles: the main game first, then the
 * third, then the second.
 */
export const CARD_GAME_ORDER = [2, 6, 1] as const;

export interface CardDeps {
  db: Kysely<Database>;
  absolute: Absolutize;
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

async function cardData(
  db: Kysely<Database>,
  game: GameConfig,
  role: RoleRow,
  text: ServerText,
): Promise<{ data: Card['data']; headIcon: string }> {
  const item = (name: string, value: string) => ({ name, type: 1, value });
  switch (game.key) {
    case 'ys': {
      const { values, headIcon } = await cardValues(db, role.game_role_id);
      const labels = text.card.ys;
      const names = [labels.daysActive, labels.characters, labels.achievements, labels.spiralAbyss];
      return { data: names.map((n, i) => item(n, values[i] ?? '-')), headIcon };
    }
    case 'hsr': {
      const l = text.card.hsr;
      const names = [l.timeActive, l.charactersUnlocked, l.achievementsUnlocked, l.treasuresOpened];
      const { values, headIcon } = await hsrCardValues(db, role.game_role_id);
      return {
        data: names.map((n, i) => item(n, values[i] ?? '-')),
        headIcon: headIcon ?? `/art/game/${game.id}.svg`,
      };
    }
    case 'bh3': {
      const l = text.card.bh3;
      const names = [l.daysActive, l.battlesuits, l.outfits, l.abyss];
      const { values, headIcon } = await bh3CardValues(db, role.game_role_id);
      return {
        data: names.map((n, i) => item(n, values[i] ?? '-')),
        headIcon: headIcon ?? `/art/game/${game.id}.svg`,
      };
    }
  }
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
  const { data, headIcon } = await cardData(deps.db, game, role, text);
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
  const { db } = deps;
  // The cards carry each game's summary numbers: the risk engine's rules apply (issue #8).
  await viewer.risk?.beforeCardRead(uid);
  if (!(await getAccount(db, uid))) throw new ApiError(RETCODE.ROLE_NOT_FOUND);
  const shown = displayedRoles(await rolesOf(db, uid));
  const ownerIsMinor = await isMinorAccount(db, uid);
  const cards: Card[] = [];
  for (const gameId of CARD_GAME_ORDER) {
    const role = shown.get(gameId);
    const game = gameById(gameId);
    if (!role || !game) continue;
    const switches = await switchesFor(db, uid, gameId);
    if (!canSeeCard(viewer, uid, switches, ownerIsMinor)) continue;
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
