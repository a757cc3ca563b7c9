import { endpoints } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { honkai3rdIndexGroup } from './index.parser.js';
import {
  CAPTURED_AT,
  UNRANKED_OLD_ABYSS,
  answerOf,
  character,
  ctx,
  emptyIndex,
  index88,
} from './honkai3rd.fixtures.js';

const { index, characters } = endpoints.honkai3rd;

describeRoundTrip(honkai3rdIndexGroup);

const kindsOf = (parsed: ReturnType<typeof honkai3rdIndexGroup.parse>) =>
  parsed.snapshots.map((s) => s.kind);

describe('honkai3rd.index', () => {
  it('asks for the index and the battlesuits', () => {
    const role = { gameId: 1, roleId: '150000101', server: 'usa01', level: 88 } as const;
    expect(honkai3rdIndexGroup.next(role, []).map((r) => [r.endpoint.id, r.input])).toEqual([
      ['honkai3rd.index', { role_id: '150000101', server: 'usa01' }],
      ['honkai3rd.characters', { role_id: '150000101', server: 'usa01' }],
    ]);
  });

  it('keeps the captain, counters, radar and art as sent', () => {
    const parsed = honkai3rdIndexGroup.parse([answerOf(index, index88())], ctx());
    expect(parsed.role).toEqual({ nickname: 'Captain', level: 88 });
    expect(parsed.snapshots).toEqual([
      {
        kind: 'bh3_index',
        period: '',
        capturedAt: CAPTURED_AT,
        payload: {
          role: {
            nickname: 'Captain',
            level: 88,
            avatar_url: 'https://img.example/AvatarIcon/511.png',
          },
          stats: index88().stats,
          preference: index88().preference,
          head_background: 'https://img.example/head_bg.jpg',
        },
      },
    ]);
  });

  it('stores no index for the empty state, but still tells the captain', () => {
    for (const level of [24, 88]) {
      const parsed = honkai3rdIndexGroup.parse([answerOf(index, emptyIndex(level))], ctx());
      expect(parsed.snapshots).toEqual([]);
      expect(parsed.role).toEqual({ nickname: 'Newcomer', level });
    }
    // Zeros with the abyss of the other level are not what the presenter sends for nothing stored.
    const odd = { ...emptyIndex(88), role: { ...emptyIndex(88).role, level: 24 } };
    expect(kindsOf(honkai3rdIndexGroup.parse([answerOf(index, odd)], ctx()))).toEqual([
      'bh3_index',
    ]);
  });

  it('keeps only the Superstring summary when both abyss summaries come, as clients read it', () => {
    const data = index88();
    const both = {
      ...data,
      stats: { ...data.stats, old_abyss: UNRANKED_OLD_ABYSS },
    };
    const [snapshot] = honkai3rdIndexGroup.parse([answerOf(index, both)], ctx()).snapshots;
    expect(snapshot?.payload).toMatchObject({ stats: { new_abyss: { level: 8 } } });
    expect(snapshot?.payload).not.toHaveProperty('stats.old_abyss');
  });

  it('names the counters when neither abyss summary comes', () => {
    const { new_abyss: _dropped, ...stats } = index88().stats;
    expect(() =>
      honkai3rdIndexGroup.parse([answerOf(index, { ...index88(), stats })], ctx()),
    ).toThrow('honkai3rd/api/index: $.data.stats is missing or is not an object with new_abyss');
  });

  it('fits a long nickname into the snapshot and gives the role row all of it', () => {
    const nickname = 'A'.repeat(40);
    const data = { ...index88(), role: { ...index88().role, nickname } };
    const parsed = honkai3rdIndexGroup.parse([answerOf(index, data)], ctx());
    expect(parsed.role?.nickname).toBe(nickname);
    expect(parsed.snapshots[0]?.payload).toMatchObject({ role: { nickname: 'A'.repeat(32) } });
  });

  it('stores the battlesuits with their gear as ids, an empty sigil slot as null', () => {
    const parsed = honkai3rdIndexGroup.parse(
      [answerOf(characters, { characters: [character(105, true), character(115)] })],
      ctx('ja-jp'),
    );
    expect(parsed.role).toBeUndefined();
    expect(parsed.snapshots).toHaveLength(1);
    expect(parsed.snapshots[0]).toMatchObject({ kind: 'bh3_characters', period: '' });
    expect(parsed.snapshots[0]?.payload).toEqual({
      characters: [105, 115].map((id) => ({
        id,
        level: 80,
        star: 3,
        is_chosen: id === 105,
        weapon: { id: 24000 + id, rarity: 5, max_rarity: 5, level: 50, homology_level: 1 },
        stigmatas: [
          { id: 33000 + id, rarity: 5, max_rarity: 5, level: 50 },
          null,
          { id: 33200 + id, rarity: 5, max_rarity: 5, level: 50 },
        ],
        costume_ids: [59000 + id],
      })),
    });
    expect(parsed.catalog.map((e) => `${e.kind}:${e.id}:${e.lang}:${e.name ?? ''}`).sort()).toEqual(
      [
        'bh3_battlesuit:105:ja-jp:Suit 105',
        'bh3_battlesuit:115:ja-jp:Suit 115',
        'bh3_costume:59105:ja-jp:Outfit 105',
        'bh3_costume:59115:ja-jp:Outfit 115',
        'bh3_stigmata:33105:ja-jp:Sigil 105 (T)',
        'bh3_stigmata:33115:ja-jp:Sigil 115 (T)',
        'bh3_stigmata:33305:ja-jp:Sigil (B)',
        'bh3_stigmata:33315:ja-jp:Sigil (B)',
        'bh3_weapon:24105:ja-jp:Weapon 105',
        'bh3_weapon:24115:ja-jp:Weapon 115',
      ],
    );
  });

  it('leaves the kind an import does not carry as stored', () => {
    expect(kindsOf(honkai3rdIndexGroup.parse([answerOf(index, index88())], ctx()))).toEqual([
      'bh3_index',
    ]);
    const onlyCharacters = honkai3rdIndexGroup.parse(
      [answerOf(characters, { characters: [character(105)] })],
      ctx(),
    );
    expect(kindsOf(onlyCharacters)).toEqual(['bh3_characters']);
    expect(onlyCharacters.role).toBeUndefined();
  });

  it('stores no battlesuits for an empty list, and takes the latest of several answers', () => {
    expect(
      kindsOf(honkai3rdIndexGroup.parse([answerOf(characters, { characters: [] })], ctx())),
    ).toEqual([]);
    const parsed = honkai3rdIndexGroup.parse(
      [
        answerOf(characters, { characters: [character(105)] }, { capturedAt: CAPTURED_AT - 1 }),
        answerOf(characters, { characters: [character(115)] }),
      ],
      ctx(),
    );
    expect(parsed.snapshots).toHaveLength(1);
    expect(parsed.snapshots[0]).toMatchObject({
      capturedAt: CAPTURED_AT,
      payload: { characters: [{ id: 115 }] },
    });
  });
});
