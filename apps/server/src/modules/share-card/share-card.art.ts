import type satori from 'satori';

/*
 * The card's picture, as the element tree satori lays out (React's element shape, without React):
 * our own shapes and colours only, no game art, logos or pictures (issue 23 §2). satori supports a
 * subset of CSS: every box with more than one child is a flex box.
 */

export type CardNode = Parameters<typeof satori>[0];
type Style = Record<string, string | number>;

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const INK = '#f4f1ea';
const MUTED = '#b9c2d6';
const PANEL = 'rgba(255, 255, 255, 0.08)';

/** One element: satori reads `type`, `props.style` and `props.children`. */
export function h(type: string, style: Style, ...children: (CardNode | string)[]): CardNode {
  return {
    type,
    key: null,
    props: { style, children: children.length === 1 ? children[0] : children },
  } as CardNode;
}

/**
 * The background: night blue with two faint discs and a thin diagonal band. Flat colours, no
 * gradients: a gradient's every pixel differs from its neighbour, which made the PNG 230 KB where
 * flat shapes make it a fraction of that.
 */
function backdrop(): CardNode[] {
  const disc = (size: number, left: number, top: number, colour: string) =>
    h('div', {
      position: 'absolute',
      width: size,
      height: size,
      left,
      top,
      borderRadius: size / 2,
      backgroundColor: colour,
    });
  return [
    disc(720, 760, -300, 'rgba(250, 182, 50, 0.12)'),
    disc(560, -260, 360, 'rgba(76, 194, 241, 0.10)'),
    h('div', {
      position: 'absolute',
      width: 1600,
      height: 6,
      left: -200,
      top: 520,
      transform: 'rotate(-8deg)',
      backgroundColor: 'rgba(244, 241, 234, 0.12)',
    }),
  ];
}

/**
 * The frame every card shares: backdrop, game name on top, footer at the bottom; `fontFamily` names
 * the fonts the card's text needs (share-card.font.ts).
 */
export function frame(
  gameName: string,
  footer: string,
  body: CardNode,
  fontFamily: string,
): CardNode {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      // satori sizes boxes without their padding unless told otherwise.
      boxSizing: 'border-box',
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      padding: '40px 64px',
      backgroundColor: '#232546',
      color: INK,
      fontFamily,
    },
    ...backdrop(),
    h(
      'div',
      { display: 'flex', alignItems: 'center', fontSize: 26, color: MUTED, letterSpacing: 2 },
      h('div', {
        width: 18,
        height: 18,
        marginRight: 14,
        borderRadius: 4,
        transform: 'rotate(45deg)',
        backgroundColor: '#fab632',
      }),
      gameName.toUpperCase(),
    ),
    h('div', { display: 'flex', flexDirection: 'column', flexGrow: 1 }, body),
    h('div', { display: 'flex', fontSize: 22, color: MUTED }, footer),
  );
}

/**
 * A headline number with its label under it. Up to four fit in a row; a label may take two lines
 * (long in some languages: "Characters Unlocked", "Freigeschaltete Figuren"), so every label box is
 * two lines high and the row's height does not depend on the language.
 */
export function stat(label: string, value: string): CardNode {
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      boxSizing: 'border-box',
      width: 240,
      padding: '12px 20px',
      marginRight: 18,
      borderRadius: 16,
      backgroundColor: PANEL,
    },
    h('div', { display: 'flex', fontSize: 40, fontWeight: 700 }, value),
    h(
      'div',
      { display: 'flex', fontSize: 18, lineHeight: 1.2, height: 44, overflow: 'hidden' },
      h('div', { color: MUTED }, label),
    ),
  );
}

/** One line of text that ends in "…" where its box ends. */
const ONE_LINE: Style = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };

/** A character: an element-coloured gem, the name, the level and one small diamond per rarity. */
export function character(name: string, level: string, colour: string, stars: number): CardNode {
  return h(
    'div',
    { display: 'flex', alignItems: 'center', height: 36 },
    h('div', {
      width: 26,
      height: 26,
      marginRight: 16,
      borderRadius: 13,
      border: `4px solid ${INK}`,
      backgroundColor: colour,
    }),
    h(
      'div',
      { display: 'flex', flexGrow: 1, flexShrink: 1, width: 0, marginRight: 12 },
      h('div', { ...ONE_LINE, fontSize: 26, fontWeight: 700 }, name),
    ),
    h(
      'div',
      { display: 'flex', flexShrink: 0, fontSize: 22, color: MUTED, marginRight: 12 },
      level,
    ),
    // Drawn shapes, not a star character: the font need not have the glyph.
    h(
      'div',
      { display: 'flex', flexShrink: 0, width: 90, justifyContent: 'flex-end' },
      ...Array.from({ length: stars }, () =>
        h('div', {
          width: 10,
          height: 10,
          marginLeft: 6,
          transform: 'rotate(45deg)',
          backgroundColor: '#fab632',
        }),
      ),
    ),
  );
}

export const text = {
  title: (value: string) =>
    h('div', { display: 'flex', fontSize: 60, fontWeight: 700, marginTop: 16 }, value),
  subtitle: (value: string) =>
    h('div', { display: 'flex', fontSize: 26, color: MUTED, marginTop: 2 }, value),
  heading: (value: string) =>
    h('div', { display: 'flex', fontSize: 22, color: MUTED, marginBottom: 8 }, value),
  note: (value: string) => h('div', { display: 'flex', fontSize: 24, marginTop: 8 }, value),
  body: (value: string) =>
    h('div', { display: 'flex', fontSize: 30, color: MUTED, marginTop: 18, maxWidth: 900 }, value),
};

export const PANEL_STYLE: Style = {
  display: 'flex',
  boxSizing: 'border-box',
  flexDirection: 'column',
  padding: '14px 24px',
  borderRadius: 16,
  backgroundColor: PANEL,
};
