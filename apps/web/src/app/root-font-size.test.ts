import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH_PX, rootFontSizeFor } from './root-font-size.js';

describe('rootFontSizeFor', () => {
  it('is viewport width / 375 × 100 px (spec §9)', () => {
    expect(rootFontSizeFor(375)).toBe(100);
    expect(rootFontSizeFor(390)).toBe(104);
    expect(rootFontSizeFor(320)).toBeCloseTo(85.333, 3);
  });

  it('stops growing past the phone-column width', () => {
    expect(rootFontSizeFor(1440)).toBe(rootFontSizeFor(MOBILE_MAX_WIDTH_PX));
  });
});
