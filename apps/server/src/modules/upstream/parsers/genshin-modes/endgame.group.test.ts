import { describe, expect, it } from 'vitest';
import { describeRoundTrip } from '../roundtrip.test-support.js';
import { abyssGroup, combined } from './abyss-stand-in.test-support.js';
import { genshinEndgameGroup } from './endgame.group.js';

describeRoundTrip(combined('genshin.endgame', [genshinEndgameGroup, abyssGroup()]));

describe('genshin.endgame requests', () => {
  it('asks for every stage season with details, the previous onslaught season first, and the calendar', () => {
    const role = { gameId: 2 as const, roleId: '812000101', server: 'os_euro', level: 60 };
    const requests = genshinEndgameGroup.next(role, []);
    expect(requests.map((r) => [r.endpoint.id, r.input])).toEqual([
      ['genshin.roleCombat', { role_id: '812000101', server: 'os_euro', need_detail: true }],
      [
        'genshin.hardChallenge',
        { role_id: '812000101', server: 'os_euro', need_detail: 'true', schedule_type: 2 },
      ],
      [
        'genshin.hardChallenge',
        { role_id: '812000101', server: 'os_euro', need_detail: 'true', schedule_type: 1 },
      ],
      ['genshin.actCalendar', { role_id: '812000101', server: 'os_euro' }],
    ]);
  });
});
