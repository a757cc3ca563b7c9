import portraitFallback from '../assets/portrait-fallback.svg';

/**
 * Original art shipped with the app (src/assets): per-game logo, background, nav icons and error
 * image (keys from `GAMES[].art`), element glyphs and the fallback portrait.
 */
const gameArt = import.meta.glob<string>('../assets/games/*/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const elementArt = import.meta.glob<string>('../assets/elements/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** URL of a game art key such as `ys/logo`; undefined when the key names no file. */
export function gameArtUrl(key: string): string | undefined {
  return gameArt[`../assets/games/${key}.svg`];
}

/**
 * The seven elements as the API names them (English in every language,
 * docs/reference/hoyolab-api.md#localization).
 */
export const ELEMENTS = ['Anemo', 'Hydro', 'Electro', 'Cryo', 'Pyro', 'Geo', 'Dendro'] as const;
export type ElementName = (typeof ELEMENTS)[number];

export function isElement(value: string): value is ElementName {
  return (ELEMENTS as readonly string[]).includes(value);
}

/** URL of an element's glyph; undefined for an unknown element. */
export function elementGlyphUrl(element: string): string | undefined {
  return isElement(element)
    ? elementArt[`../assets/elements/${element.toLowerCase()}.svg`]
    : undefined;
}

export const PORTRAIT_FALLBACK_URL: string = portraitFallback;
