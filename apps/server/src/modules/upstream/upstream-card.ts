import { endpoints, gameByBiz, gameById, type GameId, type Lang } from '@chronicle/contract';
import { type UpstreamAnswer } from './parsers/parse-kit.js';
import { Reader } from './parsers/answer-reader.js';

/** A role the upstream account has, as its record card (or role list) tells it. */
export interface UpstreamRoleInfo {
  gameId: GameId;
  roleId: string;
  region: string;
  nickname: string;
  level: number;
  /** Shown on the record card (the chosen role of its game). */
  isChosen: boolean;
  /** The account's privacy switches in that game, as the card shows them. */
  switches: { switchId: number; isPublic: boolean }[];
}

const supported = (gameId: number): gameId is GameId => gameById(gameId) !== undefined;

/** The roles of a `getGameRecordCard` answer (games Chronicle knows, with a role). */
export function rolesOfCard(answer: UpstreamAnswer): UpstreamRoleInfo[] {
  const roles: UpstreamRoleInfo[] = [];
  for (const card of Reader.of(answer).optArr('list')) {
    const gameId = card.int('game_id');
    if (!card.bool('has_role') || !supported(gameId)) continue;
    roles.push({
      gameId,
      roleId: card.strLike('game_role_id'),
      region: card.str('region'),
      nickname: card.str('nickname'),
      level: card.int('level'),
      isChosen: true,
      switches: card.optArr('data_switches').map((s) => ({
        switchId: s.int('switch_id'),
        isPublic: s.bool('is_public'),
      })),
    });
  }
  return roles;
}

/** The roles of a `getUserGameRolesByCookie` answer (every role, not only the chosen ones). */
export function rolesOfRoleList(answer: UpstreamAnswer): UpstreamRoleInfo[] {
  const roles: UpstreamRoleInfo[] = [];
  for (const item of Reader.of(answer).optArr('list')) {
    const gameId = gameByBiz(item.str('game_biz'))?.id;
    if (gameId === undefined || !supported(gameId)) continue;
    roles.push({
      gameId,
      roleId: item.strLike('game_uid'),
      region: item.str('region'),
      nickname: item.str('nickname'),
      level: item.int('level'),
      isChosen: item.optBool('is_chosen') ?? false,
      switches: [],
    });
  }
  return roles;
}

/** The card's roles plus the ones only the role list knows (card first: it carries switches). */
export function mergeRoles(
  card: readonly UpstreamRoleInfo[],
  list: readonly UpstreamRoleInfo[],
): UpstreamRoleInfo[] {
  const key = (r: UpstreamRoleInfo) => `${r.gameId}:${r.roleId}`;
  const known = new Set(card.map(key));
  return [...card, ...list.filter((r) => !known.has(key(r)))];
}

/** The answer shape the card readers take, from an envelope's data. */
export function cardAnswer(
  data: unknown,
  lang: Lang,
  capturedAt: number,
  input: Record<string, unknown>,
  which: 'card' | 'roles',
): UpstreamAnswer {
  return {
    endpoint:
      which === 'card'
        ? endpoints.card.getGameRecordCard
        : endpoints.binding.getUserGameRolesByCookie,
    input,
    lang,
    data,
    capturedAt,
  };
}
