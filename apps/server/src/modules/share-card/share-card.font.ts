import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Lang } from '@chronicle/contract';
import type { Font } from 'satori';

/*
 * The card's fonts, read from npm packages: nothing is downloaded at run time. Inter for Latin,
 * Vietnamese, Greek and Cyrillic letters; Noto Sans SC, TC, JP and KR for Chinese, Japanese and
 * Korean; Noto Sans Thai for Thai (all SIL Open Font License 1.1, each package's LICENSE). satori
 * reads TTF, OTF and WOFF, not WOFF2, so the .woff files. Resolved from node_modules with
 * createRequire, so the esbuild bundle in dist/ (which keeps every npm package external, build.mjs)
 * finds them just as the sources do.
 *
 * A whole CJK font is several megabytes that satori would parse for every card. Fontsource splits
 * each font into subsets of a few hundred characters (60 KB or so), with each subset's Unicode
 * ranges in the package's unicode.json: a card gets only the subsets that hold its own text, read
 * once and kept. A language's own font comes first, so a Chinese card draws 骨 the Chinese way and
 * a Japanese card the Japanese way; text in another script (a Korean nickname on a French card)
 * still finds a font that has it.
 */

interface Family {
  /** The package under @fontsource/. */
  pkg: string;
  /** Subsets with their ranges as [first, last] code points, read from unicode.json on first use. */
  subsets?: readonly { name: string; ranges: readonly (readonly [number, number])[] }[];
}

const FAMILIES = {
  inter: { pkg: 'inter' },
  sc: { pkg: 'noto-sans-sc' },
  tc: { pkg: 'noto-sans-tc' },
  jp: { pkg: 'noto-sans-jp' },
  kr: { pkg: 'noto-sans-kr' },
  thai: { pkg: 'noto-sans-thai' },
} satisfies Record<string, Family>;

type FamilyKey = keyof typeof FAMILIES;

/** Where each language looks after Inter: its own script's font first, then the others. */
const SCRIPT_ORDER: readonly FamilyKey[] = ['sc', 'jp', 'kr', 'tc', 'thai'];
const OWN_SCRIPT: Partial<Record<Lang, FamilyKey>> = {
  'zh-cn': 'sc',
  'zh-tw': 'tc',
  'ja-jp': 'jp',
  'ko-kr': 'kr',
  'th-th': 'thai',
};

const WEIGHTS = [400, 700] as const;

const require = createRequire(import.meta.url);

function subsetsOf(family: Family): NonNullable<Family['subsets']> {
  family.subsets ??= Object.entries(
    JSON.parse(
      readFileSync(require.resolve(`@fontsource/${family.pkg}/unicode.json`), 'utf8'),
    ) as Record<string, string>,
  ).map(([key, ranges]) => ({
    // "[12]" names the file's "12"; named subsets ("latin", "thai") are named as they are.
    name: key.replace(/^\[(\d+)\]$/, '$1'),
    ranges: ranges.split(',').map((range): [number, number] => {
      const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(first!, 16), parseInt(last!, 16)];
    }),
  }));
  return family.subsets;
}

/** The subset of a family whose ranges hold the code point, if any. */
function subsetFor(family: Family, codePoint: number): string | undefined {
  return subsetsOf(family).find((s) => s.ranges.some(([a, b]) => codePoint >= a && codePoint <= b))
    ?.name;
}

/** Font files read so far, by path: a few dozen subsets cover what cards say in practice. */
const files = new Map<string, Buffer>();
const MAX_FILES = 400;

function fileOf(pkg: string, subset: string, weight: number): Buffer {
  const path = require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);
  let data = files.get(path);
  if (!data) {
    data = readFileSync(path);
    if (files.size >= MAX_FILES) files.delete(files.keys().next().value!);
    files.set(path, data);
  }
  return data;
}

/** The font lists handed to satori, by the subsets they hold: satori keeps parsed fonts per list. */
const lists = new Map<string, { fonts: Font[]; family: string }>();
const MAX_LISTS = 32;

/**
 * The fonts a card needs for its text, and the CSS font-family naming them in order. Each subset is
 * a family of its own: satori takes a glyph from the first family that matches the weight and looks
 * in other families only for what it lacks, so subsets sharing one name would leave every letter
 * outside the first as a "no glyph" box.
 */
export function cardFonts(text: string, lang: Lang): { fonts: Font[]; family: string } {
  const own = OWN_SCRIPT[lang];
  const order: FamilyKey[] = [
    'inter',
    ...(own ? [own] : []),
    ...SCRIPT_ORDER.filter((f) => f !== own),
  ];
  // Inter's Latin always: digits and the level line's letters.
  const chosen = new Set<string>(['inter|latin']);
  for (const char of new Set(text)) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint < 0x80 || /\s/.test(char)) continue;
    for (const key of order) {
      const subset = subsetFor(FAMILIES[key], codePoint);
      if (subset) {
        chosen.add(`${key}|${subset}`);
        break;
      }
    }
  }
  // In the order of `order`, so the language's own script comes before the others.
  const picked = [...chosen].sort(
    (a, b) =>
      order.indexOf(a.split('|')[0] as FamilyKey) - order.indexOf(b.split('|')[0] as FamilyKey),
  );
  const id = picked.join(',');
  let list = lists.get(id);
  if (!list) {
    const names = picked.map((entry) => entry.replace('|', ' '));
    list = {
      fonts: picked.flatMap((entry, i) => {
        const [key, subset] = entry.split('|') as [FamilyKey, string];
        return WEIGHTS.map((weight) => ({
          name: names[i]!,
          weight,
          style: 'normal' as const,
          data: fileOf(FAMILIES[key].pkg, subset, weight),
        }));
      }),
      family: names.map((name) => `'${name}'`).join(', '),
    };
    if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!);
    lists.set(id, list);
  }
  return list;
}
