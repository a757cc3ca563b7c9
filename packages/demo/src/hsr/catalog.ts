import type { CatalogEntry } from '@chronicle/contract';
import { HKRPG_ELEMENT_IDS } from '@chronicle/contract';
import { artPath } from '../catalog.js';
import { localize, TABLE_LANGS, type L15 } from '../data/localize.js';
import {
  FLOORS_PER_MODE,
  HSR_ASSIGNMENTS,
  HSR_BOSSES,
  HSR_BUFFS,
  HSR_CHARACTERS,
  HSR_LENSES,
  HSR_SEASONS,
  mazeId,
  ORNAMENT_SETS,
  ornamentId,
  RELIC_SETS,
  relicId,
  ROGUE_BLESSINGS,
  ROGUE_CURIOS,
  ROGUE_PATHS,
  ROGUE_WORLDS,
  type HsrCharacterDef,
} from './data.js';
import { HSR_PROPERTIES } from './properties.js';
import { properName } from './names.js';
import { STAT_WORDS } from './stat-words.js';
import { DIFFICULTY, PIECE_WORDS, RESONANCE, SLOT_WORDS } from './texts.js';
import { TRACE_LAYOUT, traceId } from './traces.js';

const langIndex = (lang: string) => Math.max(0, (TABLE_LANGS as readonly string[]).indexOf(lang));
/** A word of a 15-language table in a language. */
const inLang = (words: L15, lang: string) => words[langIndex(lang)] ?? words[0];

/** Per-language `texts` built field by field. */
const textsBy = (fields: Record<string, (lang: string) => string>) =>
  Object.fromEntries(
    TABLE_LANGS.map((lang) => [
      lang,
      Object.fromEntries(Object.entries(fields).map(([key, text]) => [key, text(lang)])),
    ]),
  );

/** "<stat> +<value>%" in a language: the effect line of lenses, buffs and stat traces. */
const statLine = (words: L15, value: number) => (lang: string) =>
  `${inLang(words, lang)} +${value.toFixed(1)}%`;

/** What each path's lenses raise (the lens's effect line). */
const LENS_STAT: Record<number, [L15, number]> = {
  1: [STAT_WORDS.critDmg, 24],
  2: [STAT_WORDS.critRate, 12],
  3: [STAT_WORDS.atk, 24],
  4: [STAT_WORDS.breakEffect, 28],
  5: [STAT_WORDS.effectHit, 24],
  6: [STAT_WORDS.def, 24],
  7: [STAT_WORDS.healing, 12],
  8: [STAT_WORDS.hp, 24],
};

/** What each buff of the endgame modes raises. */
const BUFF_STAT: Record<number, [L15, number]> = {
  31001: [STAT_WORDS.critDmg, 40],
  31002: [STAT_WORDS.atk, 30],
  32001: [STAT_WORDS.breakEffect, 50],
  32002: [STAT_WORDS.effectHit, 30],
};

/** The six stat traces of every kit, in tree order. */
const TRACE_STATS: readonly [L15, number][] = [
  [STAT_WORDS.atk, 4],
  [STAT_WORDS.critRate, 2.7],
  [STAT_WORDS.hp, 4],
  [STAT_WORDS.atk, 6],
  [STAT_WORDS.critRate, 4],
  [STAT_WORDS.hp, 6],
];

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

function characterEntries(c: HsrCharacterDef): CatalogEntry[] {
  const entries: CatalogEntry[] = [
    {
      kind: 'hsr_character',
      id: c.id,
      icon: artPath('hsr_character', c.id),
      attrs: {
        element: c.element,
        element_id: HKRPG_ELEMENT_IDS[c.element],
        rarity: c.rarity,
        base_type: c.path,
        image: artPath('hsr_character', c.id),
        figure: artPath('hsr_character', c.id),
      },
      names: properName(c.name),
    },
  ];
  // A trace is named after its character and slot ("Starling · Skill"), in every language.
  // Stat traces are named after their stat and describe their bonus.
  for (const point of TRACE_LAYOUT) {
    const stat = point.slot === 'stat' ? TRACE_STATS[point.n - 201] : undefined;
    const remake = (lang: string) => inLang(SLOT_WORDS[point.slot], lang);
    entries.push({
      kind: 'hsr_trace',
      id: traceId(c.id, point.n),
      icon: artPath('hsr_trace', traceId(c.id, point.n)),
      names: stat
        ? localize(stat[0])
        : properName(c.name, (name, lang) => `${name} · ${remake(lang)}`),
      texts: textsBy(stat ? { remake, desc: statLine(stat[0], stat[1]) } : { remake }),
    });
  }
  // Resonances (eidolons) share the trace kind: their ids (character × 100 + position) never meet
  // a trace's (character × 1000 + node).
  for (let pos = 1; pos <= 6; pos += 1) {
    entries.push({
      kind: 'hsr_trace',
      id: c.id * 100 + pos,
      icon: artPath('hsr_trace', c.id * 100 + pos),
      names: localize(RESONANCE.map((w) => `${w} ${pos}`) as unknown as L15),
    });
  }
  if (c.servant) {
    entries.push({
      kind: 'hsr_character',
      id: c.servant.id,
      icon: artPath('hsr_character', c.servant.id),
      attrs: { element: c.element, rarity: c.rarity, servant: true },
      names: properName(c.servant.name),
    });
  }
  return entries;
}

function seasonEntries(): CatalogEntry[] {
  const out: CatalogEntry[] = [];
  for (const s of HSR_SEASONS) {
    out.push({
      kind: 'hsr_season',
      id: s.id,
      attrs: {
        mode: s.mode,
        begin: s.begin,
        end: s.end,
        upper_boss: s.bosses?.[0] ?? null,
        lower_boss: s.bosses?.[1] ?? null,
      },
      names: properName(s.name),
    });
    for (let floor = 1; floor <= FLOORS_PER_MODE[s.mode]; floor += 1) {
      const boss = HSR_BOSSES.find((b) => b.id === s.bosses?.[0]);
      out.push({
        kind: 'hsr_floor',
        id: mazeId(s.id, s.mode, floor),
        attrs: { season: s.id, floor },
        names:
          s.mode === 'shadow' && boss
            ? properName(boss.name, (name, lang) => `${name}: ${inLang(DIFFICULTY, lang)} ${floor}`)
            : properName(s.name, (name) => `${name} (${ROMAN[floor - 1] ?? floor})`),
      });
    }
  }
  return out;
}

/** Stellar Transit's demo catalog: every `hsr_*` kind the handlers resolve. */
export function hsrCatalog(): CatalogEntry[] {
  return [
    ...HSR_CHARACTERS.flatMap(characterEntries),
    ...HSR_LENSES.map((l): CatalogEntry => ({
      kind: 'hsr_light_cone',
      id: l.id,
      icon: artPath('hsr_light_cone', l.id),
      attrs: { rarity: l.rarity, base_type: l.path },
      names: properName(l.name),
      texts: textsBy({ desc: statLine(...(LENS_STAT[l.path] ?? LENS_STAT[1]!)) }),
    })),
    ...RELIC_SETS.flatMap((s) =>
      [0, 1, 2, 3].map((i): CatalogEntry => ({
        kind: 'hsr_relic',
        id: relicId(s.set, i + 1),
        icon: artPath('hsr_relic', relicId(s.set, i + 1)),
        attrs: { rarity: 5, set: s.set, pos: i + 1 },
        names: properName(
          s.name,
          (name, lang) => `${name} · ${inLang(PIECE_WORDS[i] ?? PIECE_WORDS[0]!, lang)}`,
        ),
      })),
    ),
    ...ORNAMENT_SETS.flatMap((s) =>
      [0, 1].map((i): CatalogEntry => ({
        kind: 'hsr_relic',
        id: ornamentId(s.set, i + 5),
        icon: artPath('hsr_relic', ornamentId(s.set, i + 5)),
        attrs: { rarity: 5, set: 100 + s.set, pos: i + 5 },
        names: properName(
          s.name,
          (name, lang) => `${name} · ${inLang(PIECE_WORDS[i + 4] ?? PIECE_WORDS[0]!, lang)}`,
        ),
      })),
    ),
    ...HSR_PROPERTIES.map((p): CatalogEntry => ({
      kind: 'hsr_property',
      id: p.type,
      icon: artPath('hsr_property', p.panel ?? p.type),
      attrs: { percent: p.percent, panel: p.panel ?? null },
      names: localize(p.words),
    })),
    ...seasonEntries(),
    ...HSR_BOSSES.map((b): CatalogEntry => ({
      kind: 'hsr_boss',
      id: b.id,
      icon: artPath('hsr_boss', b.id),
      names: properName(b.name),
    })),
    ...HSR_BUFFS.map((b): CatalogEntry => ({
      kind: 'hsr_buff',
      id: b.id,
      icon: artPath('hsr_buff', b.id),
      names: properName(b.name),
      texts: textsBy({ desc: statLine(...(BUFF_STAT[b.id] ?? BUFF_STAT[31001]!)) }),
    })),
    ...HSR_ASSIGNMENTS.map((a): CatalogEntry => ({
      kind: 'hsr_assignment',
      id: a.id,
      icon: artPath('hsr_assignment', a.id),
      names: properName(a.name),
    })),
    ...ROGUE_WORLDS.map((name, i): CatalogEntry => ({
      kind: 'hsr_rogue_world',
      id: i + 1,
      icon: artPath('hsr_rogue_world', i + 1),
      names: properName(name),
    })),
    ...ROGUE_PATHS.map((p): CatalogEntry => ({
      kind: 'hsr_rogue_path',
      id: p.id,
      icon: artPath('hsr_rogue_path', p.id),
      names: properName(p.name),
    })),
    ...ROGUE_BLESSINGS.map((b): CatalogEntry => ({
      kind: 'hsr_blessing',
      id: b.id,
      icon: artPath('hsr_blessing', b.id),
      attrs: { path: b.path },
      names: properName(b.name),
    })),
    ...ROGUE_CURIOS.map((c): CatalogEntry => ({
      kind: 'hsr_curio',
      id: c.id,
      icon: artPath('hsr_curio', c.id),
      names: properName(c.name),
    })),
  ];
}
