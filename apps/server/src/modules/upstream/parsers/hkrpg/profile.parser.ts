import {
  HKRPG_ELEMENT_IDS,
  HKRPG_ELEMENTS,
  HkrpgCharactersSnapshot,
  HkrpgIndexSnapshot,
  endpoints,
  type HkrpgCharacterBuild,
} from '@chronicle/contract';
import { Compile } from 'typebox/compile';
import {
  CatalogCollector,
  roleInput,
  type ParsedCatalogEntry,
  type ParsedRecords,
  type ParsedSnapshot,
  type UpstreamGroup,
} from '../parse-kit.js';
import { Reader } from '../answer-reader.js';
import { parseAvatarInfo, type SeenBuild } from './avatar-info.parser.js';
import { parseBasicInfo, parseIndex, type SeenIndex } from './index.parser.js';
import { ROGUE, parseRogue, rogueRequest } from './rogue.parser.js';

const { index: INDEX, roleBasicInfo: BASIC_INFO, avatarInfo: AVATAR_INFO } = endpoints.hkrpg;

const isIndex = Compile(HkrpgIndexSnapshot);
const isCharacters = Compile(HkrpgCharactersSnapshot);

/** The header as it is being assembled (an absent profile icon may be undefined). */
type Role = Omit<HkrpgIndexSnapshot['role'], 'avatar'> & { avatar?: string | undefined };

/** The attributes the catalog ends up with for each character, after every answer. */
function characterAttrs(entries: readonly ParsedCatalogEntry[]) {
  const attrs = new Map<number, Readonly<Record<string, unknown>>>();
  for (const e of entries) if (e.kind === 'hsr_character') attrs.set(e.id, e.attrs ?? {});
  return (id: number) => attrs.get(id) ?? {};
}

/** The path the presenters show for a catalog `base_type` (they show 9 and up as 1). */
function shownPath(value: unknown): number {
  const n = Number(value ?? 1);
  return Number.isInteger(n) && n >= 1 && n <= 8 ? n : 1;
}

/** The element id the presenter derives from a catalog element. */
function shownElementId(value: unknown): number {
  const found = HKRPG_ELEMENTS.find((e) => e === value);
  return HKRPG_ELEMENT_IDS[found ?? 'physical'];
}

/** The showcase avatars, with the facts the catalog would show differently kept in the snapshot. */
function indexAvatars(seen: SeenIndex, attrsOf: ReturnType<typeof characterAttrs>) {
  return seen.avatars.map(({ avatar, baseType, figurePath, elementId }) => {
    const attrs = attrsOf(avatar.id);
    return {
      ...avatar,
      ...(baseType === shownPath(attrs.base_type) ? {} : { base_type: baseType }),
      ...(figurePath && figurePath !== attrs.figure ? { figure_path: figurePath } : {}),
      ...(elementId === shownElementId(attrs.element) ? {} : { element_id: elementId }),
    };
  });
}

/** A build with its path kept when the catalog's would show another. */
function withPath({ build, baseType }: SeenBuild, attrsOf: ReturnType<typeof characterAttrs>) {
  return baseType === shownPath(attrsOf(build.id).base_type)
    ? build
    : { ...build, base_type: baseType };
}

/** `stored` with `seen` folded in: a character seen again is replaced in place, a new one added. */
function mergeBuilds(
  stored: readonly HkrpgCharacterBuild[],
  seen: readonly HkrpgCharacterBuild[],
): HkrpgCharacterBuild[] {
  const out = [...stored];
  for (const build of seen) {
    const at = out.findIndex((b) => b.id === build.id);
    if (at >= 0) out[at] = build;
    else out.push(build);
  }
  return out;
}

const ZERO_STATS: HkrpgIndexSnapshot['stats'] = {
  active_days: 0,
  avatar_num: 0,
  achievement_num: 0,
  chest_num: 0,
  dream_paster_num: 0,
};

/**
 * The profile (`hsr_index`, from `index` and `role/basicInfo`), the builds (`hsr_characters`, from
 * `avatar/info`, whose presenter also reads the index) and Simulated Universe (`hsr_rogue`, whose
 * presenter takes its header from the index). The profile and the builds start from what is
 * stored, so an import of some of the answers keeps the rest: the header without `role/basicInfo`,
 * the showcase without `index`, and the builds of characters an `id_list[]` answer does not carry.
 * Without a stored index nor `role/basicInfo` there is no nickname to store an index under.
 */
export const hkrpgProfileGroup: UpstreamGroup = {
  name: 'hkrpg.profile',
  game: 6,
  kinds: ['hsr_index', 'hsr_characters', 'hsr_rogue'],
  endpoints: [INDEX, BASIC_INFO, AVATAR_INFO, ROGUE],
  next: (role) => [
    { endpoint: INDEX, input: roleInput(role) },
    { endpoint: BASIC_INFO, input: roleInput(role) },
    { endpoint: AVATAR_INFO, input: { ...roleInput(role), need_wiki: 'true' } },
    rogueRequest(role),
  ],
  parse(answers, ctx): ParsedRecords {
    const catalog = new CatalogCollector(ctx.lang);
    const storedIndex = ctx.previous.get('hsr_index');
    const storedBuilds = ctx.previous.get('hsr_characters');
    const previous = isIndex.Check(storedIndex) ? storedIndex : undefined;
    let role: Role | undefined = previous?.role;
    let header: { nickname: string; level: number } | undefined;
    let seenIndex: SeenIndex | undefined;
    let indexAt: number | undefined;
    const folds: { builds: SeenBuild[]; partial: boolean }[] = [];
    let buildsAt = 0;

    for (const answer of answers) {
      const r = Reader.of(answer);
      if (answer.endpoint.id === INDEX.id) {
        seenIndex = parseIndex(r, catalog);
      } else if (answer.endpoint.id === BASIC_INFO.id) {
        const { avatar, ...facts } = parseBasicInfo(r);
        // The header images come from `index`; the stored ones stay until it is seen.
        role = {
          ...previous?.role,
          ...facts,
          avatar: avatar || undefined,
        };
        header = facts;
      } else if (answer.endpoint.id === AVATAR_INFO.id) {
        folds.push(parseAvatarInfo(answer, r, catalog));
        buildsAt = Math.max(buildsAt, answer.capturedAt);
        continue;
      } else continue;
      indexAt = Math.max(indexAt ?? 0, answer.capturedAt);
    }

    const rogue = parseRogue(answers, catalog);
    // The catalog is settled only now, so what each snapshot keeps of its own is decided last.
    const entries = catalog.list();
    const attrsOf = characterAttrs(entries);
    const snapshots: ParsedSnapshot[] = [];
    if (role && indexAt !== undefined) {
      const head = seenIndex ? seenIndex.head : role.cur_head_icon_url;
      const phone = seenIndex ? seenIndex.phone : role.phone_background_image_url;
      const payload: HkrpgIndexSnapshot = {
        role: {
          nickname: role.nickname,
          level: role.level,
          ...(role.avatar ? { avatar: role.avatar } : {}),
          ...(head ? { cur_head_icon_url: head } : {}),
          ...(phone === undefined ? {} : { phone_background_image_url: phone }),
        },
        stats: seenIndex?.stats ?? previous?.stats ?? ZERO_STATS,
        avatars: seenIndex ? indexAvatars(seenIndex, attrsOf) : (previous?.avatars ?? []),
      };
      snapshots.push({ kind: 'hsr_index', period: '', capturedAt: indexAt, payload });
    }
    if (folds.length > 0) {
      let avatars = isCharacters.Check(storedBuilds) ? storedBuilds.avatars : [];
      for (const fold of folds) {
        // A whole answer lists every character; one for `id_list[]` only those it asked for.
        avatars = mergeBuilds(
          fold.partial ? avatars : [],
          fold.builds.map((b) => withPath(b, attrsOf)),
        );
      }
      snapshots.push({
        kind: 'hsr_characters',
        period: '',
        capturedAt: buildsAt,
        payload: { avatars },
      });
    }
    snapshots.push(...rogue.snapshots);
    const facts = header ?? rogue.role;
    return { snapshots, catalog: entries, ...(facts ? { role: facts } : {}) };
  },
};
