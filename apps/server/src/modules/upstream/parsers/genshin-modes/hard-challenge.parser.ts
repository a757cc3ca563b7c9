import { endpoints, type HardChallengeSnapshot } from '@chronicle/contract';
import {
  answersOf,
  periodCapturedAt,
  type CatalogCollector,
  type ParsedSnapshot,
  type UpstreamAnswer,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { nameAndElement } from '../genshin-core/read.js';
import { count, countLike, id, intIn } from './read.js';

const HARD_CHALLENGE = endpoints.genshin.hardChallenge;

type Mode = HardChallengeSnapshot['single'];
type Challenge = Mode['challenge'][number];
type Tag = NonNullable<Challenge['monster']['tags']>[number];

/** The lines of a boss description the presenter shows (`desc_1`…`desc_5`). */
const DESC_LINES = 5;
/** A tag's text: an element sprite, then the words (`{SPRITE_PRESET#11002}Elemental Advantage`). */
const TAG = /^\{SPRITE_PRESET#(\d+)\}([\s\S]*)$/;
/** A stored schedule id: what the snapshot schema (and the period column) accept. */
const SCHEDULE_ID = /^[1-9][0-9]{0,11}$/;

/** A tag: its type and sprite stay in the snapshot; the words are the boss's `tag_<type>` text. */
function tag(r: Reader, texts: Record<string, string>): Tag {
  const type = intIn(r, 'type', 0, 1) === 0 ? 0 : 1;
  const match = TAG.exec(r.str('desc'));
  const sprite = Number(match?.[1] ?? 0);
  if (!match || sprite < 11001 || sprite > 11099) {
    return r.at('desc').fail('a {SPRITE_PRESET#110xx} tag');
  }
  texts[`tag_${type}`] = match[2] ?? '';
  return { type, sprite };
}

function monster(r: Reader, catalog: CatalogCollector): Challenge['monster'] {
  const monsterId = id(r, 'monster_id');
  const texts: Record<string, string> = {};
  r.optArr('desc')
    .slice(0, DESC_LINES)
    .forEach((line, i) => (texts[`desc_${i + 1}`] = line.asStr()));
  const tags = r.optArr('tags').map((t) => tag(t.asObj(), texts));
  catalog.add('monster', monsterId, { name: r.optStr('name'), icon: r.optStr('icon'), texts });
  return { monster_id: monsterId, level: intIn(r, 'level', 1, 200), tags };
}

/** A boss fought: the team, the best characters and the boss; names and art go to the catalog. */
function challenge(r: Reader, catalog: CatalogCollector): Challenge {
  return {
    second: count(r, 'second'),
    teams: r.arr('teams').map((t) => {
      const avatarId = id(t, 'avatar_id');
      // The presenter shows a team member's catalog icon as its `image`.
      catalog.add('character', avatarId, {
        name: t.optStr('name'),
        icon: t.optStr('image'),
        attrs: { element: t.optStr('element'), rarity: t.optInt('rarity') },
      });
      return {
        avatar_id: avatarId,
        level: intIn(t, 'level', 1, 100),
        rank: intIn(t, 'rank', 0, 6),
      };
    }),
    best_avatar: r.arr('best_avatar').map((b) => {
      const avatarId = id(b, 'avatar_id');
      // Chronicle's own answers also name the character; HoYoLAB's give only the side icon.
      const { name, element } = nameAndElement(b);
      catalog.add('character', avatarId, {
        name,
        attrs: { side_icon: b.optStr('side_icon'), element },
      });
      return {
        avatar_id: avatarId,
        dps: countLike(b, 'dps'),
        type: intIn(b, 'type', 1, 2) === 1 ? 1 : 2,
      };
    }),
    // The challenge's `name` is the boss's: the presenter shows the boss's catalog name for both.
    monster: monster(r.obj('monster'), catalog),
  };
}

/** Solo or co-op: the best clear (its badge is derived from the difficulty) and the bosses. */
function mode(r: Reader, catalog: CatalogCollector): Mode {
  const best = r.optObj('best');
  return {
    best: best
      ? { difficulty: intIn(best, 'difficulty', 1, 6), second: count(best, 'second') }
      : null,
    challenge: r.arr('challenge').map((c) => challenge(c, catalog)),
  };
}

/** A stored season, or undefined for the real API's placeholder (`is_valid: false`). */
function season(r: Reader, catalog: CatalogCollector): HardChallengeSnapshot | undefined {
  const schedule = r.obj('schedule');
  const scheduleId = schedule.strLike('schedule_id');
  if (!schedule.bool('is_valid') || scheduleId === '0') return undefined;
  if (!SCHEDULE_ID.test(scheduleId)) schedule.at('schedule_id').fail('a schedule id');
  // The season's title is a catalog entry keyed by the schedule id: the answer has no other id.
  const name = schedule.optStr('name');
  const seasonId = Number(scheduleId);
  if (name) catalog.add('hard_challenge_season', seasonId, { name });
  return {
    schedule_id: scheduleId,
    start_time: countLike(schedule, 'start_time'),
    end_time: countLike(schedule, 'end_time'),
    ...(name ? { season_id: seasonId } : {}),
    single: mode(r.obj('single'), catalog),
    mp: mode(r.obj('mp'), catalog),
  };
}

const played = (m: Mode) => m.best !== null || m.challenge.length > 0;

/**
 * Trial of Dread seasons (`hard_challenge`): each answer holds one season (previous or current)
 * and the placeholder. Seasons are keyed by schedule id, captured at their end once over, oldest
 * first; a role that played none of them gives none. `blings` are not kept: the presenter always
 * answers an empty list.
 */
export function parseHardChallenge(
  answers: readonly UpstreamAnswer[],
  catalog: CatalogCollector,
): ParsedSnapshot[] {
  const seasons = new Map<string, ParsedSnapshot & { payload: HardChallengeSnapshot }>();
  for (const answer of answersOf(answers, HARD_CHALLENGE)) {
    for (const item of Reader.of(answer).arr('data')) {
      const payload = season(item.asObj(), catalog);
      if (!payload) continue;
      seasons.set(payload.schedule_id, {
        kind: 'hard_challenge',
        period: payload.schedule_id,
        capturedAt: periodCapturedAt(payload.end_time, answer.capturedAt),
        payload,
      });
    }
  }
  const all = [...seasons.values()];
  if (!all.some((s) => played(s.payload.single) || played(s.payload.mp))) return [];
  return all.sort(
    (a, b) => a.capturedAt - b.capturedAt || a.payload.start_time - b.payload.start_time,
  );
}
