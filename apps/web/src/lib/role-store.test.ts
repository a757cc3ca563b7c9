import { CONSTANTS } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { readCachedRole, saveCachedRole } from './role-store.js';

const ROLE = {
  aid: '100000001',
  game_role_id: '612000111',
  level: 38,
  region: 'os_usa',
  region_name: 'America Server',
  nickname: 'Hollow',
};

// docs/reference/web-app.md#record-cards-and-roles
describe('cached role info', () => {
  it('is read back for the same account and game', () => {
    saveCachedRole(2, ROLE);
    expect(readCachedRole(2, '100000001')).toMatchObject(ROLE);
    expect(readCachedRole(6, '100000001')).toBeUndefined();
  });

  it('is ignored for another account', () => {
    saveCachedRole(2, ROLE);
    expect(readCachedRole(2, '100000002')).toBeUndefined();
  });

  it('expires after 86400 seconds', () => {
    saveCachedRole(2, ROLE);
    const later = Date.now() + CONSTANTS.roleCacheSeconds * 1000 + 1;
    expect(readCachedRole(2, '100000001', later)).toBeUndefined();
  });
});
