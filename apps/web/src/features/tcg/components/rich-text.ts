/**
 * Card texts carry Unity tags (`<color=#…>`, `<i>`) and literal `\n`
 * (docs/reference/hoyolab-api.md#front-end-notes). Cards show them as plain text: the tags are
 * dropped, the escaped breaks become real ones.
 */
export function plainCardText(text: string): string {
  return text
    .replace(/\\n/g, '\n')
    .replace(/<\/?[a-z]+(=[^>]*)?>/gi, '')
    .trim();
}
