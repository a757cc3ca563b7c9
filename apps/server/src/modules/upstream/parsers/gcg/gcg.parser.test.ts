import type { GcgSnapshot } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { runGroup, type Envelope } from '../../group-runner.js';
import type { UpstreamRequest } from '../parse-kit.js';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { CARD_PAGE, gcgGroup } from './gcg.parser.js';

describeRoundTrip(gcgGroup);

const ROLE = { gameId: 2 as const, roleId: '812000101', server: 'os_asia', level: 60 };

/** An action card of the collection, as gcg/cardList shows it. */
const card = (id: number) => ({
  id,
  name: `Card ${id}`,
  image: `https://upstream.test/cards/${id}.png`,
  desc: '',
  card_type: 'CardTypeEvent',
  num: 1,
  tags: [],
  proficiency: 0,
  use_count: 0,
  hp: 0,
  card_skills: [],
  action_cost: [],
  card_sources: [],
  rank_id: id,
  deck_recommend: '',
  card_wiki: '',
  icon: `https://upstream.test/cards/${id}-icon.png`,
});

const ok = (data: unknown): Envelope => ({ retcode: 0, message: 'OK', data });

/**
 * Runs the group against an upstream that answers the card list with `page(offset, limit)` and
 * fails every other request; returns the card-list offsets asked for and the parsed profile.
 */
async function walk(page: (offset: number, limit: number) => unknown) {
  const offsets: unknown[] = [];
  const send = (request: UpstreamRequest) => {
    if (request.endpoint.id !== 'genshin.gcgCardList') {
      return Promise.resolve({ retcode: -1, message: 'not here', data: null });
    }
    offsets.push(request.input.offset);
    const limit = Number(request.input.limit);
    return Promise.resolve(ok(page(Number(request.input.offset), limit)));
  };
  const { answers } = await runGroup(gcgGroup, ROLE, 'en-us', send, () => 1_700_000_000_000);
  const parsed = gcgGroup.parse(answers, { lang: 'en-us', previous: new Map() });
  const profile = parsed.snapshots.find((s) => s.kind === 'gcg')?.payload as GcgSnapshot;
  return { offsets, profile };
}

const stats = {
  level: 3,
  nickname: 'Paged',
  avatar_card_num_gained: 0,
  avatar_card_num_total: 0,
  action_card_num_gained: 70,
  action_card_num_total: 70,
};

describe('the card-list walk', () => {
  it('follows next_offset to the last page and keeps every card', async () => {
    const all = Array.from({ length: 70 }, (_, i) => card(300001 + i));
    const { offsets, profile } = await walk((offset, limit) => ({
      card_list: all.slice(offset, offset + limit),
      is_last: offset + limit >= all.length,
      next_offset: offset + limit,
      stats,
    }));
    expect(offsets).toEqual([0, CARD_PAGE, 2 * CARD_PAGE]);
    expect(profile.cards.map((c) => c.id)).toEqual(all.map((c) => c.id));
    expect(profile.nickname).toBe('Paged');
  });

  it('stops when an upstream sends a next_offset it already answered', async () => {
    const { offsets, profile } = await walk((offset) => ({
      card_list: [card(300001 + offset)],
      is_last: false,
      next_offset: CARD_PAGE,
      stats,
    }));
    expect(offsets).toEqual([0, CARD_PAGE]);
    expect(profile.cards.map((c) => c.id)).toEqual([300001, 300001 + CARD_PAGE]);
  });

  it('stops when a page says it is the last, whatever its next_offset', async () => {
    const { offsets } = await walk(() => ({
      card_list: [card(300001)],
      is_last: true,
      next_offset: 64,
      stats: null,
    }));
    expect(offsets).toEqual([0]);
  });
});
