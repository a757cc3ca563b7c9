/** Small helpers to write SVG by hand, safely. */

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** The first letter of a name, upper-cased ('?' for an empty name). */
export function initialOf(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase('en-US') : '?';
}

/** A stable hue (0–359) for a seed, so generated art keeps its colour between requests. */
export function hueOf(seed: string): number {
  let hash = 2166136261;
  for (const char of seed) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % 360;
}

export interface Gradient {
  from: string;
  to: string;
}

export function linearGradient(id: string, { from, to }: Gradient): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  );
}

export function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  );
}

/** A centred initial letter. */
export function initialText(
  text: string,
  x: number,
  y: number,
  size: number,
  fill = '#ffffff',
): string {
  return (
    `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" ` +
    `font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="700" ` +
    `fill="${fill}">${escapeXml(text)}</text>`
  );
}
