import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETTING_NAMES, settingSchema } from './config-schema.js';

/*
 * README.md's configuration table, generated from config-schema.ts between two markers.
 * `npm run docs:config` rewrites it; config-docs.test.ts fails when README.md and the schema differ.
 */

export const TABLE_START = '<!-- config-table:start (npm run docs:config writes this table) -->';
export const TABLE_END = '<!-- config-table:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

function defaultOf(schema: ReturnType<typeof settingSchema>): string {
  if (schema.defaultText !== undefined) return schema.defaultText;
  const value = schema.default;
  return typeof value === 'string' || typeof value === 'number' ? `\`${value}\`` : 'unset';
}

/** The table as Prettier lays it out (columns padded to their widest cell). */
export function configTable(): string {
  const rows = [
    ['variable', 'default', 'meaning'],
    ...SETTING_NAMES.map((name) => {
      const schema = settingSchema(name);
      return [`\`${name}\``, cell(defaultOf(schema)), cell(schema.description)];
    }),
  ];
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => [...r[c]!].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c + ' '.repeat(widths[i]! - [...c].length)).join(' | ')} |`;
  const [head, ...body] = rows;
  return [line(head!), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}

/** `text` (README.md) with the table between the markers replaced. */
export function withConfigTable(text: string): string {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md lacks the markers ${TABLE_START}`);
  return `${text.slice(0, start + TABLE_START.length)}\n\n${configTable()}\n\n${text.slice(end)}`;
}

export const README = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../README.md',
);

// `tsx apps/server/src/config-docs.ts`: rewrite README.md.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const before = readFileSync(README, 'utf8');
  const after = withConfigTable(before);
  if (after !== before) writeFileSync(README, after);
  console.log(
    after === before ? 'README.md is up to date.' : 'README.md: configuration table rewritten.',
  );
}
