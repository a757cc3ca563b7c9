import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONSTANTS } from '@chronicle/contract';
import { describe, expect, it } from 'vitest';
import { MOBILE_MAX_WIDTH_PX, rootFontSizeFor } from './root-font-size.js';

describe('rootFontSizeFor', () => {
  // docs/reference/web-app.md#constants
  it('is viewport width / 375 × 100 px', () => {
    expect(rootFontSizeFor(375)).toBe(100);
    expect(rootFontSizeFor(390)).toBe(104);
    expect(rootFontSizeFor(320)).toBeCloseTo(85.333, 3);
  });

  it('stops growing past the phone-column width', () => {
    expect(rootFontSizeFor(1440)).toBe(rootFontSizeFor(MOBILE_MAX_WIDTH_PX));
  });
});

describe('the first paint', () => {
  it("sets the same root font size in the mobile shell's CSS, before any script runs", () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const css = readFileSync(join(here, 'mobile-shell.css'), 'utf8');
    const rule =
      /html\[data-shell='mobile'\] \{\s*font-size: calc\(min\(100vw, (\d+)px\) \/ ([\d.]+)\);/.exec(
        css,
      );
    expect(rule).not.toBeNull();
    expect(Number(rule?.[1])).toBe(MOBILE_MAX_WIDTH_PX);
    expect(Number(rule?.[2])).toBe(CONSTANTS.mobileDesignWidthPx / 100);
  });
});
