import { MAIN_GAME_ID } from '@chronicle/contract';
import type {
  AbyssSnapshot,
  CharactersSnapshot,
  HardChallengeSnapshot,
  IndexSnapshot,
  IngestAccount,
  IngestBundle,
  IngestRole,
  IngestSnapshot,
  IngestSwitch,
} from '@chronicle/contract';
import { buildAbyssPeriods, buildFor, ELEMENTS, TWIN_IDS, buildHardChallengeSeasons, buildIndexSnapshot, type IndexProfile, Rng } from '@chronicle/demo';

/*
 * One generated player: an account with one main-game role and the records a sync of it would
 * store, drawn from the demo generator's builders with a profile of its own. Everything comes from
 * (seed, index), so any role can be rebuilt alone and two runs with one seed store the same rows.
 * Rosters are kept small (4 to 16 characters) and character builds are stored for a quarter of the
 * roles only: a million roles must fit on one disk, and what the benchmark measures is how the
 * server behaves as the number of roles grows, not as one roster does. Records come from a pool of
 * drawn players (`templateOf`); everything that tells roles apart is drawn per role.
 */

/** First uid of generated accounts: far above the demo's and the tests' accounts. */
export const FIRST_GENERATED_UID = 300_000_001;
/** Role ids are a server digit and eight digits from here up (the demo's stay below). */
const ROLE_OFFSET = 50_000_000;
/** The newest capture time; older captures reach back up to 60 days before it. */
const NEWEST_CAPTURE = Date.UTC(2026, 0, 5, 4);
const DAY_MS = 86_400_000;

export interface GeneratedRole {
  account: IngestAccount;
  role: IngestRole;
  switches: IngestSwitch[];
  snapshots: IngestSnapshot[];
}

export const uidOf = (index: number) => FIRST_GENERATED_UID + index;

/** The main-game role id of generated role `index` (its first digit picks its server). */
export function roleIdOf(seed: number, index: number): string {
  const server = new Rng(`${seed}:${index}:server`).pick(['6', '7', '8', '9']);
  return `${server}${String(ROLE_OFFSET + index).padStart(8, '0')}`;
}

function profileOf(rng: Rng, gameRoleId: string): IndexProfile {
  const progress = rng.float() ** 0.8;
  const floor = progress < 0.15 ? 0 : Math.min(12, 8 + Math.ceil(progress * 4));
  return {
    gameRoleId,
    twinId: rng.chance(0.5) ? TWIN_IDS.brother : TWIN_IDS.sister,
    twinElement: rng.pick(ELEMENTS),
    mirrorElement: rng.pick(ELEMENTS),
    rosterSize: 4 + Math.round(progress * 10) + rng.int(0, 2),
    fiveStarShare: 0.1 + 0.35 * progress * rng.float(),
    progress,
    forcedIds: [],
    regionsReached: Math.max(1, Math.round(progress * 9)),
    exploreDepth: 0.2 + 0.75 * progress * (0.7 + 0.3 * rng.float()),
    activeDays: Math.round(10 + progress * 1200 * rng.float()),
    achievements: Math.round(40 + progress * 1000 * (0.6 + 0.4 * rng.float())),
    spiralAbyss: floor === 0 ? '-' : `${floor}-${rng.int(1, 3)}`,
    theaterRound: progress < 0.3 ? null : rng.int(1, 10),
    onslaughtDifficulty: progress < 0.4 ? null : Math.max(1, Math.round(progress * 5)),
    homes: Math.max(1, Math.round(progress * 4)),
  };
}

/** A birth date: most accounts give none, some are adults, a few are children (under 13). */
function birthDateOf(rng: Rng): string | undefined {
  const roll = rng.float();
  if (roll >= 0.14) return undefined;
  const age = roll < 0.04 ? rng.int(8, 12) : rng.int(14, 45);
  const year = new Date().getUTCFullYear() - age;
  return `${year}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

/** Records of one kind of player: what a sync of such a role stores, ready to be reused. */
interface Template {
  level: number;
  index: IndexSnapshot;
  characters?: CharactersSnapshot;
  abyss: { payload: AbyssSnapshot; period: string; capturedAt: string }[];
  seasons: { payload: HardChallengeSnapshot; capturedAt: string }[];
}

/**
 * Distinct players whose records are drawn in full; every generated role takes one of them. Drawing
 * a roster, its builds and its abyss floors costs more than importing them, so a million roles reuse
 * a bounded pool (and memory stays flat) while each role keeps its own ids, name, switches, age and
 * capture times.
 */
const POOL = 512;
const templates = new Map<string, Template>();

function templateOf(seed: number, slot: number): Template {
  const key = `${seed}:${slot}`;
  const cached = templates.get(key);
  if (cached) return cached;
  const rng = new Rng(`${seed}:template:${slot}`);
  const gameRoleId = roleIdOf(seed, slot);
  const profile = profileOf(rng, gameRoleId);
  const level = Math.max(5, Math.round(15 + profile.progress * 45));
  const role: IngestRole = { uid: 1, game_id: MAIN_GAME_ID, game_role_id: gameRoleId, nickname: '-', level };
  const index = buildIndexSnapshot(role, profile);
  const shown = index.avatars.filter((a) => a.is_chosen).slice(0, 4);
  const template: Template = {
    level,
    index,
    ...(rng.chance(0.25)
      ? { characters: { avatars: shown.map((a) => buildFor(gameRoleId, a)) } }
      : {}),
    abyss: buildAbyssPeriods(role, profile, index.avatars)
      .slice(0, rng.int(1, 2))
      .map(({ period, capturedAt }) => ({
        payload: period,
        period: String(period.schedule_id),
        capturedAt,
      })),
    seasons: buildHardChallengeSeasons(gameRoleId, profile, index.avatars)
      .slice(0, rng.int(1, 2))
      .map(({ season, capturedAt }) => ({ payload: season, capturedAt })),
  };
  templates.set(key, template);
  return template;
}

/** Generated player `index` of a run seeded with `seed`. */
export function generateRole(seed: number, index: number): GeneratedRole {
  const rng = new Rng(`${seed}:${index}`);
  const uid = uidOf(index);
  const gameRoleId = roleIdOf(seed, index);
  const template = templateOf(seed, rng.int(0, POOL - 1));
  const birth = birthDateOf(rng);
  const account: IngestAccount = {
    uid,
    account: `player${index}`,
    nickname: `Player ${index}`,
    ...(birth ? { birth_date: birth } : {}),
  };
  const nickname = `Wanderer${index}`;
  const role: IngestRole = {
    uid,
    game_id: MAIN_GAME_ID,
    game_role_id: gameRoleId,
    nickname,
    level: template.level,
    is_chosen: true,
  };
  // Most chronicles are public; some owners hide everything, more hide only character details.
  const chronicle = rng.chance(0.85);
  const details = chronicle && rng.chance(0.8);
  const switches: IngestSwitch[] = [
    { uid, game_id: MAIN_GAME_ID, switch_id: 1, is_public: chronicle },
    { uid, game_id: MAIN_GAME_ID, switch_id: 2, is_public: details },
  ];

  const base = { game_id: MAIN_GAME_ID as 2, game_role_id: gameRoleId };
  const capturedAt = NEWEST_CAPTURE - rng.int(0, 60) * DAY_MS - rng.int(0, DAY_MS - 1);
  const overview = { ...template.index, role: { ...template.index.role, nickname } };
  const snapshots: IngestSnapshot[] = [
    { ...base, kind: 'index', period: '', captured_at: capturedAt, payload: overview },
  ];
  if (template.characters) {
    const payload = template.characters;
    snapshots.push({ ...base, kind: 'characters', period: '', captured_at: capturedAt, payload });
  }
  for (const { payload, period, capturedAt: at } of template.abyss) {
    snapshots.push({ ...base, kind: 'spiral_abyss', period, captured_at: at, payload });
  }
  for (const { payload, capturedAt: at } of template.seasons) {
    const period = payload.schedule_id;
    snapshots.push({ ...base, kind: 'hard_challenge', period, captured_at: at, payload });
  }
  return { account, role, switches, snapshots };
}

/** Generated players `from` to `to - 1` as one ingest bundle. */
export function bundleOf(seed: number, from: number, to: number): IngestBundle {
  const bundle: Required<Omit<IngestBundle, 'catalog'>> = {
    accounts: [],
    roles: [],
    switches: [],
    snapshots: [],
  };
  for (let i = from; i < to; i += 1) {
    const player = generateRole(seed, i);
    bundle.accounts.push(player.account);
    bundle.roles.push(player.role);
    bundle.switches.push(...player.switches);
    bundle.snapshots.push(...player.snapshots);
  }
  return bundle;
}
