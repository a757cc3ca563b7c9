import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { dropRetcodeMessages, inertSchemaCalls } from './inert-schemas.js';

describe('inertSchemaCalls', () => {
  it('empties every TypeBox builder call and marks it pure, nested calls included', () => {
    const source = [
      "import Type from 'typebox';",
      "import { Other } from './other.js';",
      '/** Doc — with non-ASCII → text. */',
      'export const A = Type.Object({ a: Type.String({ maxLength: 8 }), b: Type.Array(Other) });',
      'export const B = Type.Omit(A, ["a"]);',
      'export const C = [1, 2];',
    ].join('\n');
    expect(inertSchemaCalls(source, 'schema.ts')).toBe(
      [
        "import Type from 'typebox';",
        "import { Other } from './other.js';",
        '/** Doc — with non-ASCII → text. */',
        'export const A = /* @__PURE__ */ Type.Object();',
        'export const B = /* @__PURE__ */ Type.Omit();',
        'export const C = [1, 2];',
      ].join('\n'),
    );
  });

  it('follows the local name of the default import and reads TypeScript', () => {
    const source = [
      "import T, { type Static } from 'typebox';",
      'export const Id = T.String({ pattern: "^[0-9]+$" });',
      'export type Id = Static<typeof Id>;',
      'export function wrap<D>(data: D) { return T.Object({ data }); }',
    ].join('\n');
    const out = inertSchemaCalls(source, 'schema.ts') ?? '';
    expect(out).toContain('export const Id = /* @__PURE__ */ T.String();');
    expect(out).toContain('return /* @__PURE__ */ T.Object(); }');
    expect(out).toContain('export type Id = Static<typeof Id>;');
  });

  it('leaves a module that does not import typebox alone', () => {
    expect(inertSchemaCalls('export const Type = { Object: (x: unknown) => x };', 'x.ts')).toBe(
      undefined,
    );
  });

  it('drops the summary and description of endpoint declarations and keeps what the client reads', () => {
    const source = [
      "import { defineEndpoint as define } from '../endpoint.js';",
      'export const index = define({',
      "  id: 'genshin.index',",
      "  method: 'GET',",
      "  summary: 'Player overview of a main-game role',",
      "  description: describeEndpoint('The role overview.', WHO.records),",
      "  path: 'index',",
      '});',
    ].join('\n');
    const out = inertSchemaCalls(source, 'endpoints.ts') ?? '';
    expect(out).not.toContain('summary');
    expect(out).not.toContain('Player overview');
    expect(out).not.toContain('description');
    expect(out).not.toContain('WHO.records');
    expect(out).toContain("id: 'genshin.index'");
    expect(out).toContain("path: 'index'");
    expect(parseSync('endpoints.ts', out).errors).toEqual([]);
  });

  it('turns every contract source into a module that still parses', () => {
    const root = join(import.meta.dirname, '../../../packages/contract/src');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const out = inertSchemaCalls(readFileSync(join(root, file), 'utf8'), file);
      if (out === undefined) continue;
      expect(parseSync(file, out).errors, file).toEqual([]);
      expect(out, file).not.toMatch(/\bType\.\w+\((?!\))/);
      if (file.startsWith('endpoints')) expect(out, file).not.toMatch(/\b(summary|description):/);
    }
  });
});

describe('dropRetcodeMessages', () => {
  it('drops the server messages of the retcode catalogue and keeps codes, keys and kinds', () => {
    const root = join(import.meta.dirname, '../../../packages/contract/src');
    const source = readFileSync(join(root, 'retcodes.ts'), 'utf8');
    const out = dropRetcodeMessages(source, 'retcodes.ts') ?? '';
    expect(parseSync('retcodes.ts', out).errors).toEqual([]);
    expect(out).not.toContain('Data is not public for the user');
    expect(out).not.toContain("source: 'chronicle'");
    expect(out).toContain("key: 'errors.notPublic'");
    expect(out).toContain('code: 10102');
    expect(dropRetcodeMessages('export const a = { code: 1 };', 'x.ts')).toBeUndefined();
  });
});
