import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '@chronicle/contract';
import type { Font } from 'satori';

/*
 * The card's font is Inter (SIL Open Font License 1.1, node_modules/@fontsource/inter/LICENSE), read
 * from its npm package: nothing is downloaded at run time. satori reads TTF, OTF and WOFF, not WOFF2,
 * so the .woff files. Resolved from node_modules with createRequire, so the esbuild bundle in dist/
 * (which keeps every npm package external, build.mjs) finds them just as the sources do.
 */
const SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'cyrillic'] as const;

/**
 * One family name per subset: satori takes a glyph from the first font of a family that matches
 * the weight and looks in other families only for what it lacks, so subsets sharing one name would
 * leave every letter outside the first as a "no glyph" box.
 */
export const CARD_FONT_FAMILY = SUBSETS.map((subset) => `Inter ${subset}`).join(', ');
const WEIGHTS = [400, 700] as const;

const require = createRequire(import.meta.url);

let loaded: Font[] | undefined;

/** Inter's Latin, Latin Extended, Vietnamese and Cyrillic subsets, regular and bold (read once). */
export function cardFonts(): Font[] {
  loaded ??= SUBSETS.flatMap((subset) =>
    WEIGHTS.map((weight) => ({
      name: `Inter ${subset}`,
      weight,
      style: 'normal' as const,
      data: readFileSync(
        require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
      ),
    })),
  );
  return loaded;
}

/**
 * The language a card is drawn in. The bundled font has Latin, Vietnamese and Cyrillic letters but
 * no Chinese, Japanese, Korean or Thai ones: cards asked for in those languages are drawn in English
 * for now, until a later slice bundles CJK and Thai fonts (issue 23 §2).
 */
export function drawableLang(lang: Lang): Lang {
  return FONT_LACKS_SCRIPT.has(lang) ? 'en-us' : lang;
}

const FONT_LACKS_SCRIPT: ReadonlySet<Lang> = new Set(['zh-cn', 'zh-tw', 'ja-jp', 'ko-kr', 'th-th']);
