/** A run of game text with the styling its Unity rich-text tags asked for. */
export interface RichRun {
  text: string;
  /** A `#rrggbb` colour from a `<color=…>` tag; anything else is dropped. */
  color?: string;
  bold?: boolean;
  italic?: boolean;
}

/** One line of game text: the runs between two line breaks. */
export type RichLine = RichRun[];

// Unity tags (`<color=#FFD780FF>`, `</color>`, `<b>`, `<i>`, `<size=…>`…) and line breaks, which
// arrive either as real newlines or as the two characters `\n`.
const TOKEN = /<(\/?)([a-z]+)(?:=([^>]*))?>|\\n|\r?\n/gi;
const HEX_COLOR = /^#?([0-9a-f]{6})(?:[0-9a-f]{2})?$/i;

/** The `#rrggbb` part of a Unity colour (its alpha is ignored), or undefined when not a hex colour. */
function safeColor(value: string | undefined): string | undefined {
  const match = value ? HEX_COLOR.exec(value.trim()) : null;
  return match ? `#${match[1]!.toLowerCase()}` : undefined;
}

/**
 * Splits server rich text into lines of styled runs. Tags are never passed through as markup: known
 * ones become run styles, unknown ones are dropped, so the text is safe to render as React children.
 */
export function parseRichText(source: string): RichLine[] {
  const lines: RichLine[] = [[]];
  const colors: (string | undefined)[] = [];
  let bold = 0;
  let italic = 0;
  let last = 0;

  const push = (text: string) => {
    if (!text) return;
    const run: RichRun = { text };
    const color = colors.at(-1);
    if (color) run.color = color;
    if (bold > 0) run.bold = true;
    if (italic > 0) run.italic = true;
    lines.at(-1)!.push(run);
  };

  for (const match of source.matchAll(TOKEN)) {
    push(source.slice(last, match.index));
    last = match.index + match[0].length;
    const [token, closing, name, value] = match;
    if (!name) {
      if (token) lines.push([]);
      continue;
    }
    const tag = name.toLowerCase();
    if (tag === 'color') {
      if (closing) colors.pop();
      else colors.push(safeColor(value));
    } else if (tag === 'b') {
      bold = Math.max(0, bold + (closing ? -1 : 1));
    } else if (tag === 'i') {
      italic = Math.max(0, italic + (closing ? -1 : 1));
    }
  }
  push(source.slice(last));
  return lines;
}

/** The text without any tags, line breaks as spaces (for labels and tests). */
export function plainRichText(source: string): string {
  return parseRichText(source)
    .map((line) => line.map((run) => run.text).join(''))
    .filter((line) => line.trim() !== '')
    .join(' ');
}
