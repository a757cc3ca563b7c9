import type { Lang } from '@chronicle/contract';
import type * as ResvgModule from '@resvg/resvg-js';
import type * as SatoriModule from 'satori';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  PANEL_STYLE,
  character,
  frame,
  h,
  stat,
  text,
  type CardNode,
} from './share-card.art.js';
import { cardFonts } from './share-card.font.js';

/** What a card shows, already in its language: the presenter's answer, the renderer's input. */
export type CardModel =
  | {
      kind: 'records';
      /** The card's language: its script's font comes first (share-card.font.ts). */
      lang: Lang;
      gameName: string;
      nickname: string;
      /** Adventure rank and server, under the nickname. */
      subtitle: string;
      stats: readonly { label: string; value: string }[];
      charactersHeading: string;
      characters: readonly { name: string; level: string; colour: string; stars: number }[];
      /** Said in place of the characters when the visitor may not see them. */
      charactersNote?: string;
      /** The game's endgame mode: its name, the headline result and a line under it. */
      progress: { heading: string; value: string; detail: string };
      footer: string;
      /** The card in words: the SVG's <title>, for screen readers (satori draws letters as paths). */
      alt: string;
    }
  | {
      kind: 'private';
      lang: Lang;
      gameName: string;
      title: string;
      body: string;
      footer: string;
      alt: string;
    };

/** Every word the card draws, for choosing its fonts. */
function textOf(model: CardModel): string {
  const parts =
    model.kind === 'records'
      ? [
          model.nickname,
          model.subtitle,
          ...model.stats.flatMap((s) => [s.label, s.value]),
          model.charactersHeading,
          model.charactersNote ?? '',
          ...model.characters.flatMap((c) => [c.name, c.level]),
          model.progress.heading,
          model.progress.value,
          model.progress.detail,
        ]
      : [model.title, model.body];
  return [model.gameName.toUpperCase(), model.footer, ...parts].join('');
}

function records(model: Extract<CardModel, { kind: 'records' }>): CardNode {
  const characters = h(
    'div',
    { ...PANEL_STYLE, width: 560, marginRight: 24 },
    text.heading(model.charactersHeading),
    ...(model.charactersNote
      ? [text.note(model.charactersNote)]
      : model.characters.map((c) => character(c.name, c.level, c.colour, c.stars))),
  );
  const progress = h(
    'div',
    { ...PANEL_STYLE, width: 488 },
    text.heading(model.progress.heading),
    h('div', { display: 'flex', fontSize: 56, fontWeight: 700 }, model.progress.value),
    h('div', { display: 'flex', fontSize: 24, marginTop: 6 }, model.progress.detail),
  );
  return h(
    'div',
    { display: 'flex', flexDirection: 'column' },
    text.title(model.nickname),
    text.subtitle(model.subtitle),
    h('div', { display: 'flex', marginTop: 26 }, ...model.stats.map((s) => stat(s.label, s.value))),
    h('div', { display: 'flex', marginTop: 18 }, characters, progress),
  );
}

function privateBody(model: Extract<CardModel, { kind: 'private' }>): CardNode {
  return h(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 },
    // A closed padlock from two boxes: the shackle's outline and the body.
    h(
      'div',
      { display: 'flex', flexDirection: 'column', alignItems: 'center', width: 90 },
      h('div', {
        width: 56,
        height: 40,
        border: '10px solid #b9c2d6',
        borderBottom: 'none',
        borderTopLeftRadius: 28,
        borderTopRightRadius: 28,
      }),
      h('div', { width: 90, height: 64, borderRadius: 12, backgroundColor: '#b9c2d6' }),
    ),
    text.title(model.title),
    text.body(model.body),
  );
}

/**
 * The renderers load with the first card (or the warm-up), in the share-card worker that runs this
 * module (share-card.worker.ts): importing satori alone takes about 100 ms.
 */
let satoriModule: Promise<typeof SatoriModule> | undefined;
let resvgModule: Promise<typeof ResvgModule> | undefined;

/** The card as SVG text (satori lays it out and turns the letters into paths). */
export async function renderSvg(model: CardModel): Promise<string> {
  const body = model.kind === 'records' ? records(model) : privateBody(model);
  const { default: satori } = await (satoriModule ??= import('satori'));
  const { fonts, family } = cardFonts(textOf(model), model.lang);
  const svg = await satori(frame(model.gameName, model.footer, body, family), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
  // The title goes first inside the root element, where SVG looks for an image's accessible name.
  const open = svg.indexOf('>') + 1;
  return `${svg.slice(0, open)}<title>${escapeXml(model.alt)}</title>${svg.slice(open)}`;
}

const escapeXml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The SVG rasterised by resvg: the PNG chat apps show in link previews. */
export async function renderPng(svg: string): Promise<Buffer> {
  const { Resvg } = await (resvgModule ??= import('@resvg/resvg-js'));
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
