import type {
  AbyssSnapshot,
  GameConfig,
  GameKey,
  HkrpgChallengeSnapshot,
  HkrpgIndexSnapshot,
  Honkai3rdCharactersSnapshot,
  Honkai3rdIndexSnapshot,
  Lang,
} from '@chronicle/contract';
import type { RoleRow } from '../binding/binding.service.js';
import { fromJson } from '../../db/dialect.js';
import { presentIndex } from '../genshin/index.presenter.js';
import type { HsrView } from '../hkrpg/hkrpg-view.js';
import { nameOf } from '../hkrpg/hkrpg-view.js';
import { presentIndex as presentHsrIndex } from '../hkrpg/profile.presenter.js';
import { presentCharacters } from '../honkai3rd/characters.presenter.js';
import { SHOWCASE_KEY } from '../misc/showcase.service.js';
import type { RecordAccess } from '../policy/policy.service.js';
import { periodPayloads, periodsFrom } from '../records/period-records.service.js';
import * as records from '../records/records.repository.js';
import {
  indexSnapshotById,
  latestIndexVersionWithSetting,
  versionKey,
} from '../records/records.service.js';
import { presentBh3Card, presentHsrCard, presentYsCard } from './share-card.presenter.js';
import type { CardModel } from './share-card.render.js';
import type { ShareCardDeps } from './share-card.service.js';

/**
 * What a game's card is drawn from: `key`, everything the card shows as cheap identities (role row,
 * snapshot and period versions, catalog generation, what the visitor may see), read on every
 * request; `model`, the card itself, read and presented only when no card with that key is cached.
 * A new snapshot makes a new key, so nothing needs invalidating.
 */
export interface CardSource {
  key: readonly (string | number)[];
  model: () => Promise<CardModel>;
}

type Source = (
  deps: ShareCardDeps,
  game: GameConfig,
  access: RecordAccess<RoleRow>,
  lang: Lang,
) => Promise<CardSource>;

const roleKey = (role: RoleRow) => [role.game_role_id, role.nickname, role.level, role.region];

const periodKey = (row: records.PeriodRow | undefined) =>
  row ? `${row.id}.${row.revision}.${row.captured_at}` : '-';

async function payloadOf<T>(deps: ShareCardDeps, version: records.SnapshotVersion | undefined) {
  if (!version) return undefined;
  return fromJson<T | undefined>(await records.snapshotPayload(deps.db, version.id), undefined);
}

/**
 * The main game: the overview's numbers and characters as a visitor gets them (the showcase only
 * when character details are private), and the latest stored Spiral Abyss period.
 */
const ys: Source = async (deps, game, { role, characterDetails }, lang) => {
  const { db } = deps;
  const [{ version, setting: showcaseIds }, abyss, catalog] = await Promise.all([
    latestIndexVersionWithSetting<number[]>(db, role.game_role_id, SHOWCASE_KEY, []),
    periodsFrom(db, game.id, role.game_role_id, 'spiral_abyss', {}),
    deps.catalog.current(),
  ]);
  const abyssRow = abyss.rows[0];
  return {
    key: [
      ...roleKey(role),
      versionKey(version),
      periodKey(abyssRow),
      catalog.generation,
      characterDetails ? 'f' : 's',
      showcaseIds.join(','),
    ],
    model: async () => {
      const [snapshot, [period]] = await Promise.all([
        version ? indexSnapshotById(db, version.id) : undefined,
        periodPayloads<AbyssSnapshot>(db, abyssRow ? [abyssRow] : []),
      ]);
      const index = presentIndex({
        role,
        snapshot,
        catalog,
        lang,
        avatarListType: 0,
        // A visitor without the character details switch sees the showcase only; so does the card.
        showcaseOnly: !characterDetails,
        showcaseIds,
        absolute: deps.absolute,
        defaultHeadIcon: '',
      });
      return presentYsCard({ role, index, abyss: period, lang });
    },
  };
};

/**
 * Stellar Transit: its index (which a visitor reads whole, characters included) and the latest
 * stored Echoes of Disorder season (`hsr_challenge`, the mode the index's `abyss_process` names).
 */
const hsr: Source = async (deps, game, { role }, lang) => {
  const { db } = deps;
  const [version, challenge, catalog] = await Promise.all([
    records.latestSnapshotVersion(db, game.id, role.game_role_id, 'hsr_index'),
    periodsFrom(db, game.id, role.game_role_id, 'hsr_challenge', {}),
    deps.catalog.current(),
  ]);
  const row = challenge.rows[0];
  return {
    key: [...roleKey(role), versionKey(version), periodKey(row), catalog.generation],
    model: async () => {
      const [snapshot, [season]] = await Promise.all([
        payloadOf<HkrpgIndexSnapshot>(deps, version),
        periodPayloads<HkrpgChallengeSnapshot>(db, row ? [row] : []),
      ]);
      const view: HsrView = { catalog, lang, absolute: deps.absolute, region: role.region };
      const maxFloorId = season?.max_floor_id ?? 0;
      return presentHsrCard({
        gameId: game.id,
        // The header as basicInfo answers it: the index's own nickname and level, else the role's.
        role: {
          nickname: snapshot?.role.nickname ?? role.nickname,
          level: snapshot?.role.level ?? role.level,
          region: role.region,
        },
        index: presentHsrIndex(view, snapshot),
        challenge: season && {
          snapshot: season,
          maxFloor: maxFloorId > 0 ? nameOf(view, 'hsr_floor', maxFloorId) : '',
        },
        lang,
      });
    },
  };
};

/**
 * Starfall Vanguard: its index's counters and abyss summary, and its battlesuits when the visitor
 * may read character details (switch 2), as the characters endpoint decides.
 */
const bh3: Source = async (deps, game, { role, characterDetails }, lang) => {
  const { db } = deps;
  const [index, characters, catalog] = await Promise.all([
    records.latestSnapshotVersion(db, game.id, role.game_role_id, 'bh3_index'),
    characterDetails
      ? records.latestSnapshotVersion(db, game.id, role.game_role_id, 'bh3_characters')
      : undefined,
    deps.catalog.current(),
  ]);
  return {
    key: [
      ...roleKey(role),
      versionKey(index),
      characterDetails ? versionKey(characters) : 'private',
      catalog.generation,
    ],
    model: async () => {
      const [stored, suits] = await Promise.all([
        payloadOf<Honkai3rdIndexSnapshot>(deps, index),
        payloadOf<Honkai3rdCharactersSnapshot>(deps, characters),
      ]);
      const ctx = { catalog, lang, absolute: deps.absolute };
      return presentBh3Card({
        gameId: game.id,
        role,
        stats: stored?.stats,
        battlesuits: characterDetails
          ? presentCharacters(suits, ctx).characters.map((c) => c.character.avatar)
          : undefined,
        lang,
      });
    },
  };
};

/** Each game's card source, by the game's key in the contract (games.ts). */
export const CARD_SOURCES: Readonly<Record<GameKey, Source>> = { ys, hsr, bh3 };
