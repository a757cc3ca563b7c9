import { IndexStats, SERVER_TEXT, type IndexSnapshot, type Lang } from '@chronicle/contract';
import { emptyStats } from '../../../genshin/index.presenter.js';
import { type CatalogCollector, type UpstreamAnswer } from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { IndexAvatarShape, type IndexAvatarAnswer } from './avatar-shapes.js';
import { avatarCore, relicOf, weaponOf, type AvatarPatch } from './avatar.parser.js';
import { readHomes, readRegions } from './exploration.parser.js';
import { compact, exact, fieldsOf, inputIs, intIn, opt, strIn } from './read.js';

/*
 * GET index: the role, the avatars (with gear summaries when asked with `avatar_list_type=1`), the
 * statistics, the world and the realms.
 */

/** Everything of the overview but the avatars, which are merged with the roster and detail. */
export type Overview = Omit<IndexSnapshot, 'avatars'>;

export interface ParsedIndex {
  overview: Overview;
  avatars: AvatarPatch[];
  /** The avatars the answer marks as chosen: the owner's showcase. */
  chosen: number[];
}

/**
 * The statistics, kept whole. Counters an upstream does not send yet (newer ones such as
 * `moonoculus_number`) default to the presenter's empty values. The Stygian Onslaught difficulty
 * name is kept only where the presenter does not name the difficulty itself.
 */
function readStats(r: Reader, lang: Lang): IndexSnapshot['stats'] {
  const given = r.obj('stats');
  const withDefaults = new Reader(
    r.answer,
    r.endpoint,
    { stats: { ...emptyStats(), ...fieldsOf(given) } },
    r.path,
  );
  const stats = exact(withDefaults, 'stats', IndexStats);
  const derived = SERVER_TEXT[lang].hardChallengeDifficulties[stats.hard_challenge.difficulty - 1];
  if (derived !== undefined) stats.hard_challenge.name = '';
  return stats;
}

function readRole(r: Reader): IndexSnapshot['role'] {
  const role = r.obj('role');
  return compact({
    nickname: strIn(role, 'nickname', 1, 32),
    level: intIn(role, 'level', 1, 60),
    game_head_icon: role.optStr('game_head_icon') || undefined,
  });
}

/** Parses one index answer; names and art go to `catalog`. */
export function readIndex(
  answer: UpstreamAnswer,
  catalog: CatalogCollector,
  lang: Lang,
): ParsedIndex {
  const r = Reader.of(answer);
  // Without `avatar_list_type=1` weapons and relics are always empty: they say nothing then.
  const withGear = inputIs(answer, 'avatar_list_type', 1);
  const chosen: number[] = [];
  const avatars = r.arr('avatars').map((item) => {
    const a = item.asChecked<IndexAvatarAnswer>(IndexAvatarShape);
    const core = avatarCore(a, catalog);
    catalog.add('character', a.id, { attrs: { card_image: opt(a.card_image) } });
    if (core.is_chosen) chosen.push(core.id);
    if (!withGear) return core;
    return {
      ...core,
      weapon: a.weapon ? weaponOf(a.weapon, catalog) : null,
      relics: (a.relics ?? []).map((relic) => relicOf(relic, catalog)),
    };
  });
  return {
    overview: {
      role: readRole(r),
      stats: readStats(r, lang),
      world_explorations: readRegions(r, catalog),
      homes: readHomes(r, catalog),
    },
    avatars,
    chosen,
  };
}
