import { endpoints, type Honkai3rdNoteSnapshot } from '@chronicle/contract';
import { answersOf, roleInput, type ParsedRecords, type UpstreamGroup } from '../parse-kit.js';
import { Reader } from '../answer-reader.js';

const NOTE = endpoints.honkai3rd.note;

/** A mode's schedule: `schedule_end` arrives as a string of Unix seconds. */
const schedule = (r: Reader) => ({
  schedule_end: r.intLike('schedule_end'),
  is_open: r.bool('is_open'),
});

/** `level_icon` is stored only when the answer has one (the presenter shows '' otherwise). */
const levelIcon = (r: Reader) => {
  const icon = r.optStr('level_icon');
  return icon ? { level_icon: icon } : {};
};

/**
 * The captain's real-time notes (`bh3_note`). The answer is the notes as of its capture, so the
 * stored stamina is what it says; the presenter moves it on from the capture time.
 */
function parseNote(answer: Parameters<typeof Reader.of>[0]): Honkai3rdNoteSnapshot {
  const r = Reader.of(answer);
  const greedy = r.obj('greedy_endless');
  const ultra = r.obj('ultra_endless');
  const field = r.obj('battle_field');
  const godWar = r.obj('god_war');
  return {
    current_stamina: r.int('current_stamina'),
    max_stamina: r.int('max_stamina'),
    stamina_recover_time: r.int('stamina_recover_time'),
    current_train_score: r.int('current_train_score'),
    max_train_score: r.int('max_train_score'),
    greedy_endless: {
      ...schedule(greedy),
      cur_reward: greedy.int('cur_reward'),
      max_reward: greedy.int('max_reward'),
      ...levelIcon(greedy),
    },
    ultra_endless: {
      ...schedule(ultra),
      group_level: ultra.int('group_level'),
      challenge_score: ultra.int('challenge_score'),
      ...levelIcon(ultra),
    },
    battle_field: {
      ...schedule(field),
      cur_reward: field.int('cur_reward'),
      max_reward: field.int('max_reward'),
      cur_sss_reward: field.int('cur_sss_reward'),
      max_sss_reward: field.int('max_sss_reward'),
    },
    god_war: {
      ...schedule(godWar),
      cur_reward: godWar.int('cur_reward'),
      max_reward: godWar.int('max_reward'),
    },
  };
}

/** Starfall Vanguard's notes: one answer, one non-periodic snapshot, no catalog text. */
export const honkai3rdNoteGroup: UpstreamGroup = {
  name: 'honkai3rd.note',
  game: 1,
  kinds: ['bh3_note'],
  endpoints: [NOTE],
  next: (role) => [{ endpoint: NOTE, input: roleInput(role) }],
  parse(answers): ParsedRecords {
    const snapshots = answersOf(answers, NOTE).map((answer) => ({
      kind: 'bh3_note' as const,
      period: '',
      capturedAt: answer.capturedAt,
      payload: parseNote(answer),
    }));
    // The latest answer wins.
    return { snapshots: snapshots.slice(-1), catalog: [] };
  },
};
