import { CATALOG_KINDS, GAMES, gameById, type CatalogKind } from '@chronicle/contract';
import type { Catalog } from '../catalog/catalog.service.js';
import {
  hueOf,
  initialOf,
  initialText,
  linearGradient,
  svgDocument,
  type Gradient,
} from './svg.js';

/**
 * Element hues (docs/reference/product.md#look-and-feel): the main game's elements, the third
 * game's (lowercase, as its API spells them) and the second game's battlesuit types.
 */
export const ELEMENT_COLOURS: Readonly<Record<string, string>> = {
  Anemo: '#74c2a8',
  Hydro: '#4cc2f1',
  Electro: '#af8ec1',
  Cryo: '#9fd6e3',
  Pyro: '#ef7938',
  Geo: '#fab632',
  Dendro: '#a5c83b',
  physical: '#c9ccd3',
  fire: '#ef7938',
  ice: '#8fd3f0',
  lightning: '#c38cf2',
  wind: '#74c2a8',
  quantum: '#7b79e0',
  imaginary: '#f2d66a',
  BIO: '#f2b84b',
  MECH: '#55c7e8',
  PSY: '#e86fa8',
  QUA: '#9b7bf0',
  IMG: '#f0d76a',
  SD: '#7de0c0',
};

const RARITY: Record<'five' | 'four' | 'low', Gradient> = {
  five: { from: '#f3c77a', to: '#b9602c' },
  four: { from: '#a98be0', to: '#4e3a8c' },
  low: { from: '#6f8fb3', to: '#34475f' },
};

/** Catalog kinds that have art, plus a few kinds of our own. */
export const ART_KINDS = [...CATALOG_KINDS, 'account', 'game', 'game-background'] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export function isArtKind(kind: string): kind is ArtKind {
  return (ART_KINDS as readonly string[]).includes(kind);
}

function rarityGradient(rarity: number): Gradient {
  const stars = rarity > 100 ? rarity - 100 : rarity;
  if (stars >= 5) return RARITY.five;
  if (stars === 4) return RARITY.four;
  return RARITY.low;
}

/**
 * A portrait disc: rarity background, element ring (the entry's `element` attribute: an element,
 * or a battlesuit type), the initial of the English name.
 */
function characterArt(
  kind: 'character' | 'hsr_character' | 'bh3_battlesuit',
  id: number,
  catalog: Catalog,
): string {
  const entry = catalog.get(kind, id, 'en-us');
  const name = entry?.name ?? `#${id}`;
  const element = typeof entry?.attrs.element === 'string' ? entry.attrs.element : '';
  const rarity = typeof entry?.attrs.rarity === 'number' ? entry.attrs.rarity : 4;
  const colour = ELEMENT_COLOURS[element] ?? '#d3bc8e';
  const body =
    `<defs>${linearGradient(`bg-c${id}`, rarityGradient(rarity))}` +
    `<radialGradient id="glow-c${id}" cx="0.5" cy="0.38" r="0.6"><stop offset="0" stop-color="${colour}" stop-opacity="0.85"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0.15"/></radialGradient></defs>` +
    `<rect width="256" height="256" rx="36" fill="url(#bg-c${id})"/>` +
    `<circle cx="128" cy="118" r="84" fill="url(#glow-c${id})" stroke="${colour}" stroke-width="6"/>` +
    `<circle cx="128" cy="118" r="70" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>` +
    initialText(initialOf(name), 128, 120, 88) +
    `<rect x="40" y="214" width="176" height="8" rx="4" fill="${colour}" opacity="0.9"/>`;
  return svgDocument(256, 256, name, body);
}

/** A faceted emblem for everything else: hue from the kind and id, the initial of the name. */
function emblemArt(kind: CatalogKind, id: number, catalog: Catalog): string {
  const entry = catalog.get(kind, id, 'en-us');
  const name = entry?.name ?? `${kind} ${id}`;
  const rarity = typeof entry?.attrs.rarity === 'number' ? entry.attrs.rarity : undefined;
  const hue = hueOf(`${kind}:${id}`);
  const gradient = rarity
    ? rarityGradient(rarity)
    : { from: `hsl(${hue} 45% 46%)`, to: `hsl(${(hue + 40) % 360} 50% 22%)` };
  const body =
    `<defs>${linearGradient(`bg-${kind}${id}`, gradient)}</defs>` +
    `<rect width="256" height="256" rx="36" fill="url(#bg-${kind}${id})"/>` +
    `<path d="M128 28 L220 128 L128 228 L36 128 Z" fill="#ffffff" fill-opacity="0.12" ` +
    `stroke="#d3bc8e" stroke-width="5"/>` +
    `<path d="M128 64 L184 128 L128 192 L72 128 Z" fill="none" stroke="#ffffff" stroke-opacity="0.4" stroke-width="2"/>` +
    initialText(initialOf(name), 128, 130, 72);
  return svgDocument(256, 256, name, body);
}

function accountArt(uid: number): string {
  const hue = hueOf(`account:${uid}`);
  const body =
    `<defs>${linearGradient(`bg-a${uid}`, { from: `hsl(${hue} 55% 55%)`, to: `hsl(${(hue + 60) % 360} 50% 28%)` })}</defs>` +
    `<circle cx="128" cy="128" r="128" fill="url(#bg-a${uid})"/>` +
    `<circle cx="128" cy="104" r="44" fill="#ffffff" fill-opacity="0.85"/>` +
    `<path d="M52 218 C64 166 192 166 204 218 Z" fill="#ffffff" fill-opacity="0.85"/>`;
  return svgDocument(256, 256, `Account ${uid}`, body);
}

function gameLogoArt(gameId: number): string {
  const game = gameById(gameId) ?? GAMES[0];
  const name = game?.name ?? 'Chronicle';
  const accent = game?.theme.accent ?? '#d3bc8e';
  const body =
    `<defs>${linearGradient(`bg-g${gameId}`, { from: game?.theme.backgroundAlt ?? '#2a3550', to: game?.theme.background ?? '#1b2233' })}</defs>` +
    `<rect width="256" height="256" rx="56" fill="url(#bg-g${gameId})"/>` +
    `<circle cx="128" cy="128" r="92" fill="none" stroke="${accent}" stroke-width="6"/>` +
    `<path d="M128 44 L142 114 L212 128 L142 142 L128 212 L114 142 L44 128 L114 114 Z" fill="${accent}" fill-opacity="0.3"/>` +
    initialText(initialOf(name), 128, 132, 96, accent);
  return svgDocument(256, 256, name, body);
}

function gameBackgroundArt(gameId: number): string {
  const game = gameById(gameId) ?? GAMES[0];
  const accent = game?.theme.accent ?? '#d3bc8e';
  const body =
    `<defs>${linearGradient(`bg-gb${gameId}`, { from: game?.theme.backgroundAlt ?? '#2a3550', to: game?.theme.background ?? '#1b2233' })}` +
    `<radialGradient id="sun-gb${gameId}" cx="0.8" cy="0.2" r="0.5"><stop offset="0" stop-color="${accent}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#bg-gb${gameId})"/><rect width="1200" height="400" fill="url(#sun-gb${gameId})"/>` +
    `<path d="M0 320 L180 230 L320 290 L520 180 L700 280 L880 210 L1040 270 L1200 220 L1200 400 L0 400 Z" ` +
    `fill="#000000" fill-opacity="0.25"/>` +
    `<path d="M0 360 L220 300 L420 340 L640 280 L860 330 L1060 300 L1200 330 L1200 400 L0 400 Z" ` +
    `fill="#000000" fill-opacity="0.3"/>`;
  return svgDocument(1200, 400, game?.name ?? 'Chronicle', body);
}

/** Original generated SVG art for a kind and id (never copyrighted game art). */
export function renderArt(kind: ArtKind, id: number, catalog: Catalog): string {
  switch (kind) {
    case 'character':
    case 'hsr_character':
    case 'bh3_battlesuit':
      return characterArt(kind, id, catalog);
    case 'account':
      return accountArt(id);
    case 'game':
      return gameLogoArt(id);
    case 'game-background':
      return gameBackgroundArt(id);
    default:
      return emblemArt(kind, id, catalog);
  }
}
