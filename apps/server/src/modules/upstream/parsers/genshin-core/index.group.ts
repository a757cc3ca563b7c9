import {
  CharactersSnapshot,
  IndexSnapshot,
  endpoints,
  type CharacterBuild,
  type SnapshotKindName,
} from '@chronicle/contract';
import { SHOWCASE_KEY } from '../../../misc/showcase.service.js';
import {
  CatalogCollector,
  answersOf,
  roleInput,
  type ParseContext,
  type ParsedRecords,
  type ParsedSnapshot,
  type UpstreamAnswer,
  type UpstreamGroup,
  type UpstreamRequest,
  type UpstreamRole,
} from '../parse-kit.js';
import { mergeAvatar, type AvatarPatch, type SnapshotAvatar } from './avatar.parser.js';
import type { Overview, ParsedIndex } from './index.parser.js';
import { readingOf, type Reading } from './index.readings.js';
import { storedOf } from './read.js';

const { index: INDEX, characterList: LIST, characterDetail: DETAIL } = endpoints.genshin;

/** `character/detail` takes at most this many ids per request. */
const DETAIL_BATCH = 200;

/*
 * The overview and the characters: `index`, `character/list` and `character/detail` are presented
 * from the `index` snapshot (the roster with its gear) and the `characters` snapshot (the builds),
 * so they are one group. The roster comes from the overview; the list and the detail refine its
 * avatars, and the detail brings the builds. Both kinds start from what is stored, so an import
 * holding only some answers (a detail of one character) keeps everything else.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Character ids an answer names (for the detail requests); malformed entries are skipped. */
function idsOf(answer: UpstreamAnswer, listKey: string): number[] {
  const list = isRecord(answer.data) ? answer.data[listKey] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const id = isRecord(item) ? item.id : undefined;
    return typeof id === 'number' && Number.isInteger(id) && id > 0 ? [id] : [];
  });
}

/** The overview with gear summaries, the roster, then the details of every character named. */
function next(role: UpstreamRole, answers: readonly UpstreamAnswer[]): UpstreamRequest[] {
  const base = roleInput(role);
  const requests: UpstreamRequest[] = [
    { endpoint: INDEX, input: { ...base, avatar_list_type: 1 } },
    { endpoint: LIST, input: base },
  ];
  const ids = new Set<number>();
  for (const a of answersOf(answers, INDEX)) idsOf(a, 'avatars').forEach((id) => ids.add(id));
  for (const a of answersOf(answers, LIST)) idsOf(a, 'list').forEach((id) => ids.add(id));
  const sorted = [...ids].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i += DETAIL_BATCH) {
    const batch = sorted.slice(i, i + DETAIL_BATCH);
    requests.push({ endpoint: DETAIL, input: { ...base, character_ids: batch } });
  }
  return requests;
}

/** The state both kinds are folded into, starting from the stored payloads. */
class Fold {
  overview: Overview | undefined;
  avatars: Map<number, SnapshotAvatar>;
  readonly builds: Map<number, CharacterBuild>;
  /** Avatars whose `is_chosen` came from the roster or the detail (see `index`). */
  private readonly rosterChosen = new Set<number>();
  /** What the overview says about the role itself. */
  role: ParsedRecords['role'];
  indexAt: number | undefined;
  buildsAt: number | undefined;
  showcase: number[] | undefined;
  readonly catalog: CatalogCollector;

  constructor(ctx: ParseContext) {
    this.catalog = new CatalogCollector(ctx.lang);
    const stored = storedOf(ctx, 'index', IndexSnapshot);
    if (stored) {
      const { avatars: _avatars, ...overview } = stored;
      this.overview = overview;
    }
    this.avatars = new Map((stored?.avatars ?? []).map((a) => [a.id, a]));
    this.builds = new Map(
      (storedOf(ctx, 'characters', CharactersSnapshot)?.avatars ?? []).map((b) => [b.id, b]),
    );
  }

  add(answer: UpstreamAnswer, reading: Reading): void {
    for (const { kind, id, lang: _lang, ...fields } of reading.catalog) {
      this.catalog.add(kind, id, fields);
    }
    if (reading.endpoint === 'index') this.index(reading.index, answer.capturedAt);
    if (reading.endpoint === 'list') this.roster(reading.avatars, answer.capturedAt);
    if (reading.endpoint === 'detail') {
      this.roster(
        reading.details.map((d) => d.avatar),
        answer.capturedAt,
      );
      for (const { build } of reading.details) this.builds.set(build.id, build);
      this.buildsAt = Math.max(this.buildsAt ?? 0, answer.capturedAt);
    }
  }

  /**
   * The overview replaces the roster. Its `is_chosen` is the showcase (the owner's pick, kept as the
   * role setting the overview presents); the roster's and the detail's are the snapshot's own,
   * which the list and the detail present, so those win when both are there.
   */
  private index(parsed: ParsedIndex, capturedAt: number): void {
    const roster = new Map<number, SnapshotAvatar>();
    for (const patch of parsed.avatars) {
      const { is_chosen: chosen, ...rest } = patch;
      const keep = this.rosterChosen.has(patch.id) ? {} : { is_chosen: chosen };
      roster.set(patch.id, mergeAvatar(this.avatars.get(patch.id), { ...rest, ...keep }));
    }
    this.avatars = roster;
    this.overview = parsed.overview;
    this.showcase = parsed.chosen;
    this.role = { nickname: parsed.overview.role.nickname, level: parsed.overview.role.level };
    this.indexAt = capturedAt;
  }

  /** Roster rows and detail bases refine (or add) avatars; none is dropped. */
  private roster(patches: readonly AvatarPatch[], capturedAt: number): void {
    for (const patch of patches) {
      this.avatars.set(patch.id, mergeAvatar(this.avatars.get(patch.id), patch));
      if (patch.is_chosen !== undefined) this.rosterChosen.add(patch.id);
    }
    this.indexAt = Math.max(this.indexAt ?? 0, capturedAt);
  }

  snapshots(): ParsedSnapshot[] {
    const out: ParsedSnapshot[] = [];
    // Copies: the readings these come from are kept for the next parse of the same answers.
    const add = (kind: SnapshotKindName, capturedAt: number, payload: unknown) =>
      out.push({ kind, period: '', capturedAt, payload: structuredClone(payload) });
    // Without an overview (none stored, none answered) there is no role or statistics to store.
    if (this.overview && this.indexAt !== undefined) {
      const payload: IndexSnapshot = { ...this.overview, avatars: [...this.avatars.values()] };
      add('index', this.indexAt, payload);
    }
    if (this.buildsAt !== undefined) {
      const payload: CharactersSnapshot = { avatars: [...this.builds.values()] };
      add('characters', this.buildsAt, payload);
    }
    return out;
  }
}

function parse(answers: readonly UpstreamAnswer[], ctx: ParseContext): ParsedRecords {
  const fold = new Fold(ctx);
  for (const answer of answers) fold.add(answer, readingOf(answer, ctx.lang));
  return {
    snapshots: fold.snapshots(),
    catalog: fold.catalog.list(),
    ...(fold.role ? { role: fold.role } : {}),
    ...(fold.showcase ? { settings: [{ key: SHOWCASE_KEY, value: [...fold.showcase] }] } : {}),
  };
}

/** The overview, the roster and the character details of a main-game role. */
export const genshinIndexGroup: UpstreamGroup = {
  name: 'genshin.index',
  game: 2,
  kinds: ['index', 'characters'],
  endpoints: [INDEX, LIST, DETAIL],
  next,
  parse,
};
