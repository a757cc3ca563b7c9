import type { CharactersSnapshot, IndexSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { SHOWCASE_KEY } from '../../../misc/showcase.service.js';
import { SYNTHETIC_BASE } from '../parse-kit.js';
import { AnswerShapeError } from '../answer-reader.js';
import {
  DETAIL,
  INDEX,
  LIST,
  ROLE,
  answer,
  ctxOf,
  detailData,
  detailEntry,
  indexAvatar,
  indexData,
  payloadOf,
  rosterRow,
} from './genshin-core.fixtures.js';
import { genshinIndexGroup as group } from './index.group.js';

const GEAR = { avatar_list_type: 1 };
const indexPayload = (parsed: ReturnType<typeof group.parse>) =>
  payloadOf(parsed, 'index') as IndexSnapshot;
const buildsPayload = (parsed: ReturnType<typeof group.parse>) =>
  payloadOf(parsed, 'characters') as CharactersSnapshot;

/** A full sync of two characters, as stored afterwards. */
function storedSync() {
  const parsed = group.parse(
    [
      answer(INDEX, indexData([indexAvatar(1001), indexAvatar(1002)]), GEAR),
      answer(LIST, { list: [rosterRow(1001), rosterRow(1002)] }),
      answer(DETAIL, detailData([detailEntry(1001), detailEntry(1002)])),
    ],
    ctxOf(),
  );
  return new Map<'index' | 'characters', unknown>([
    ['index', indexPayload(parsed)],
    ['characters', buildsPayload(parsed)],
  ]);
}

describe('genshin.index: merging answers', () => {
  it('keeps the stored builds of characters a detail answer does not carry', () => {
    const stored = storedSync();
    const before = stored.get('characters') as CharactersSnapshot;
    const parsed = group.parse(
      [answer(DETAIL, detailData([detailEntry(1002, 9)]))],
      ctxOf('en-us', stored),
    );

    const builds = buildsPayload(parsed).avatars;
    expect(builds.map((b) => b.id)).toEqual([1001, 1002]);
    expect(builds[0]).toEqual(before.avatars[0]);
    expect(builds[1]?.skills[0]?.level).toBe(9);
    // The overview is kept too (the detail only refines its avatars).
    expect(indexPayload(parsed)).toEqual(stored.get('index'));
  });

  it('stores the builds of a detail answer without an overview, but no overview of its own', () => {
    const parsed = group.parse([answer(DETAIL, detailData([detailEntry(1001)]))], ctxOf());
    expect(parsed.snapshots.map((s) => s.kind)).toEqual(['characters']);
    expect(parsed.role).toBeUndefined();
  });

  it('keeps the stored gear when the overview was asked without avatar_list_type=1', () => {
    const stored = storedSync();
    const bare = indexAvatar(1001, { weapon: null, relics: [], level: 90 });
    const parsed = group.parse(
      [answer(INDEX, indexData([bare]), { avatar_list_type: 0 })],
      ctxOf('en-us', stored),
    );
    const [avatar] = indexPayload(parsed).avatars;
    expect(avatar?.level).toBe(90);
    expect(avatar?.weapon).toEqual({ id: 1101, level: 80, affix_level: 3 });
    expect(avatar?.relics).toHaveLength(1);
  });

  it('reads avatar_list_type as HAR imports save it: a string', () => {
    const parsed = group.parse(
      [answer(INDEX, indexData([indexAvatar(1001, { weapon: null })]), { avatar_list_type: '1' })],
      ctxOf(),
    );
    expect(indexPayload(parsed).avatars[0]?.weapon).toBeNull();
  });

  it('keeps the overview’s is_chosen as the showcase and the roster’s in the snapshot', () => {
    // The overview presents the owner's showcase setting; the roster the snapshot's own flags.
    const answers = [
      answer(INDEX, indexData([indexAvatar(1001, { is_chosen: true }), indexAvatar(1002)]), GEAR),
      answer(LIST, { list: [rosterRow(1001), rosterRow(1002, { is_chosen: true })] }),
    ];
    for (const order of [answers, [...answers].reverse()]) {
      const parsed = group.parse(order, ctxOf());
      expect(parsed.settings).toEqual([{ key: SHOWCASE_KEY, value: [1001] }]);
      const chosen = indexPayload(parsed)
        .avatars.filter((a) => a.is_chosen)
        .map((a) => a.id);
      expect(chosen).toEqual([1002]);
    }
  });

  it('asks for the details of every character, once the overview or the roster named them', () => {
    const role = { gameId: 2 as const, roleId: ROLE.role_id, server: ROLE.server, level: 60 };
    expect(group.next(role, []).map((r) => r.endpoint.id)).toEqual([INDEX.id, LIST.id]);
    const requests = group.next(role, [
      answer(INDEX, indexData([indexAvatar(1002)]), GEAR),
      answer(LIST, { list: [rosterRow(1001), rosterRow(1002)] }),
    ]);
    expect(requests.at(-1)).toEqual({
      endpoint: DETAIL,
      input: { ...ROLE, character_ids: [1001, 1002] },
    });
  });

  it('names the endpoint and path of a level out of the snapshot’s range', () => {
    const data = detailData([detailEntry(1001)]);
    data.list = [{ ...detailEntry(1001), base: { ...detailEntry(1001).base, level: 0 } }];
    const error = (() => {
      try {
        group.parse([answer(DETAIL, data)], ctxOf());
      } catch (e) {
        return e;
      }
      return undefined;
    })();
    expect(error).toBeInstanceOf(AnswerShapeError);
    expect(error).toMatchObject({
      endpoint: 'genshin/api/character/detail',
      path: '$.data.list[0].base.level',
    });
  });

  it('gives the world’s unnumbered parts one id in every language', () => {
    const en = group.parse([answer(INDEX, indexData([]), GEAR)], ctxOf('en-us'));
    const ja = group.parse(
      [
        answer(INDEX, indexData([], { region: 'モンド', area: '風立ちの地' }), GEAR, {
          lang: 'ja-jp',
        }),
      ],
      ctxOf('ja-jp'),
    );
    const areaIds = (p: ReturnType<typeof group.parse>) =>
      indexPayload(p).world_explorations[0]?.areas.map((a) => a.id);
    expect(areaIds(ja)).toEqual(areaIds(en));
    const [first] = areaIds(en) ?? [];
    const names = [en, ja].map((p) => p.catalog.find((c) => c.kind === 'area' && c.id === first));
    expect(names.map((n) => [n?.lang, n?.name])).toEqual([
      ['en-us', 'Windrise'],
      ['ja-jp', '風立ちの地'],
    ]);
    // Far above any game's own ids.
    expect(first).toBeGreaterThanOrEqual(SYNTHETIC_BASE);
  });
});
