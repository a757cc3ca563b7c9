import {
  wallClockFromUnix,
  type HardChallengeData,
  type HardChallengeSeason,
  type HardChallengeSnapshot,
  type Lang,
} from '@chronicle/contract';
import type { Absolutize } from '../../http/absolute-url.js';
import type { Catalog } from '../catalog/catalog.service.js';
import { presentCharacter } from '../catalog/character-view.js';

type Mode = HardChallengeSeason['single'];
type Challenge = Mode['challenge'][number];
type SnapshotMode = HardChallengeSnapshot['single'];
type SnapshotChallenge = SnapshotMode['challenge'][number];

/** The monster description always has five lines (genshin.py reads them by position). */
const DESC_LINES = 5;

/** Links the real API sends; Chronicle has no lineup tool or guide page to point at. */
const LINKS = { lineup_link: '', play_link: '' };

/** The badge file name of a difficulty, as the real API names it. */
export function medalIcon(difficulty: number): string {
  return `UI_LeyLineChallenge_Medal_${difficulty}`;
}

const emptyMode = (): Mode => ({ best: null, challenge: [], has_data: false });

/** The real API's placeholder season (`is_valid: false`, schedule "0"); clients filter on it. */
export function placeholderSeason(): HardChallengeSeason {
  return {
    schedule: {
      schedule_id: '0',
      start_time: '0',
      end_time: '0',
      start_date_time: null,
      end_date_time: null,
      is_valid: false,
      name: '',
    },
    single: emptyMode(),
    mp: emptyMode(),
    blings: [],
  };
}

export interface HardChallengeInput {
  snapshot: HardChallengeSnapshot | undefined;
  /** Whether the role has the mode unlocked at all (a stored season, or the overview says so). */
  unlocked: boolean;
  catalog: Catalog;
  lang: Lang;
  absolute: Absolutize;
}

function presentChallenge(
  c: SnapshotChallenge,
  { catalog, lang, absolute }: Omit<HardChallengeInput, 'snapshot' | 'unlocked'>,
): Challenge {
  const monster = catalog.get('monster', c.monster.monster_id, lang);
  const name = monster?.name ?? '';
  const desc = Array.from({ length: DESC_LINES }, (_, i) => monster?.text(`desc_${i + 1}`) ?? '');
  return {
    name,
    second: c.second,
    teams: c.teams.map((t) => {
      const a = presentCharacter(catalog, t.avatar_id, lang, absolute);
      return {
        avatar_id: t.avatar_id,
        name: a.name,
        element: a.element,
        image: a.icon,
        level: t.level,
        rarity: a.rarity,
        rank: t.rank,
      };
    }),
    best_avatar: c.best_avatar.map((b) => {
      const a = presentCharacter(catalog, b.avatar_id, lang, absolute);
      return {
        avatar_id: b.avatar_id,
        side_icon: a.sideIcon,
        dps: String(b.dps),
        type: b.type,
        name: a.name,
        element: a.element,
      };
    }),
    monster: {
      monster_id: c.monster.monster_id,
      name,
      level: c.monster.level,
      icon: absolute(monster?.icon),
      desc,
      // The words come from the catalog in the request language; the sprite code stays as is.
      tags: (c.monster.tags ?? []).map((t) => ({
        type: t.type,
        desc: `{SPRITE_PRESET#${t.sprite}}${monster?.text(`tag_${t.type}`) ?? ''}`,
      })),
    },
  };
}

function presentMode(mode: SnapshotMode, input: HardChallengeInput): Mode {
  const challenge = mode.challenge.map((c) => presentChallenge(c, input));
  return {
    best: mode.best && { ...mode.best, icon: medalIcon(mode.best.difficulty) },
    challenge,
    has_data: mode.best !== null || challenge.length > 0,
  };
}

/** Presents a stored season in a language, followed by the placeholder season the real API sends. */
export function presentHardChallenge(input: HardChallengeInput): HardChallengeData {
  const { snapshot, catalog, lang } = input;
  if (!snapshot) {
    return { data: [placeholderSeason()], is_unlock: input.unlocked, links: LINKS };
  }
  const title =
    snapshot.season_id !== undefined
      ? catalog.get('hard_challenge_season', snapshot.season_id, lang)?.name
      : undefined;
  const season: HardChallengeSeason = {
    schedule: {
      schedule_id: snapshot.schedule_id,
      start_time: String(snapshot.start_time),
      end_time: String(snapshot.end_time),
      start_date_time: wallClockFromUnix(snapshot.start_time),
      end_date_time: wallClockFromUnix(snapshot.end_time),
      is_valid: true,
      name: title || snapshot.name || '',
    },
    single: presentMode(snapshot.single, input),
    mp: presentMode(snapshot.mp, input),
    blings: [],
  };
  return { data: [season, placeholderSeason()], is_unlock: true, links: LINKS };
}
