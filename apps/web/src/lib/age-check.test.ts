import { describe, expect, it } from 'vitest';
import { ageCheckUid, blockedShareKey } from './age-check.js';

// docs/reference/privacy.md#under-13-rule
describe('the under-13 share check', () => {
  it('is keyed by the viewed uid, 0 for one’s own account', () => {
    expect(ageCheckUid(false, '100000001')).toBe('0');
    expect(ageCheckUid(true, '100000002')).toBe('100000002');
  });

  it('blames the viewed account only when the viewer is an adult visiting someone else', () => {
    expect(blockedShareKey(true, false)).toBe('share:blocked.passive');
    expect(blockedShareKey(false, true)).toBe('share:blocked.active');
    // A child visiting an adult is refused for their own age.
    expect(blockedShareKey(true, true)).toBe('share:blocked.active');
  });
});
