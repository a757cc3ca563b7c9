import { endpoints, RETCODES, type EndpointDef } from '@chronicle/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestEnv } from '../test/harness.js';

/*
 * The OpenAPI document at /docs/json is what bot authors read: every operation described and
 * tagged, the error envelope modelled, schemas named, examples where clients start. No OpenAPI
 * validator is installed, so the structure is checked here: references resolve, and no schema uses
 * a JSON Schema keyword OpenAPI 3.0 does not have.
 */

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; description?: string; schema?: unknown }[];
  responses: Record<string, { description?: string; content?: Record<string, Media> }>;
}

interface Media {
  schema?: { oneOf?: { $ref?: string }[] };
  example?: unknown;
}

interface Document {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers?: { url: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

const declared: EndpointDef[] = Object.values(endpoints).flatMap(
  (family) => Object.values(family) as EndpointDef[],
);

/** Every value under `node` with its key, depth first. */
function* walk(node: unknown): Generator<[string, unknown]> {
  if (Array.isArray(node)) for (const item of node) yield* walk(item);
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      yield [key, value];
      yield* walk(value);
    }
  }
}

describe('the OpenAPI document', () => {
  const env = new TestEnv('sqlite');
  let doc: Document;
  let operations: Operation[];
  const byId = (id: string) => operations.find((o) => o.operationId === id);

  beforeAll(async () => {
    await env.start({ bundle: null });
    const response = await env.get('/docs/json');
    expect(response.statusCode).toBe(200);
    doc = response.json<Document>();
    operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    return () => env.stop();
  });

  it('is OpenAPI 3.0 with a title, a version and a relative server', () => {
    expect(doc.openapi).toMatch(/^3\.0\.\d$/);
    expect(doc.info.title).toBe('Chronicle API');
    expect(doc.info.version).toBeTruthy();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    expect(doc.info.description).toContain('docs/CLIENTS.md');
  });

  it('lists every contract endpoint once, under its canonical path', () => {
    for (const def of declared) expect(byId(def.id), def.id).toBeDefined();
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes and tags every operation, and describes every tag', () => {
    const tags = new Map(doc.tags.map((t) => [t.name, t.description]));
    for (const operation of operations) {
      const name = operation.operationId ?? '?';
      expect(operation.summary, name).toBeTruthy();
      expect(operation.description?.length ?? 0, name).toBeGreaterThan(40);
      expect(operation.tags, name).toHaveLength(1);
      expect(tags.get(operation.tags?.[0] ?? ''), name).toBeTruthy();
    }
    for (const def of declared) {
      // Who may call it and what it answers when they may not.
      const text = byId(def.id)?.description ?? '';
      expect(text, def.id).toContain('**Who may call:**');
      expect(text, def.id).toMatch(/\*\*Retcodes besides 0:\*\* -?\d+ \(/);
    }
  });

  it('describes every parameter', () => {
    for (const operation of operations) {
      for (const parameter of operation.parameters ?? []) {
        expect(parameter.description, `${operation.operationId} ${parameter.name}`).toBeTruthy();
      }
    }
  });

  it('models the error envelope and offers it beside every success envelope', () => {
    const error = doc.components.schemas.ErrorEnvelope as {
      properties: { retcode: { enum: number[] } };
    };
    expect(error.properties.retcode.enum).toEqual(
      RETCODES.filter((r) => r.code !== 0).map((r) => r.code),
    );
    for (const def of declared) {
      const media = byId(def.id)?.responses['200']?.content?.['application/json'];
      expect(media?.schema?.oneOf, def.id).toContainEqual({
        $ref: '#/components/schemas/ErrorEnvelope',
      });
    }
  });

  it('names shared schemas as components and refers to them', () => {
    const names = Object.keys(doc.components.schemas);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    for (const name of ['IndexData', 'SpiralAbyssData', 'DailyNoteData', 'DateTimeObject']) {
      expect(names).toContain(name);
    }
    const index = byId('genshin.index')?.responses['200']?.content?.['application/json'];
    expect(JSON.stringify(index?.schema)).toContain('"$ref":"#/components/schemas/IndexData"');
    // The date-time object of the abyss is one component, not a copy per use.
    expect(JSON.stringify(doc.components.schemas.SpiralAbyssData)).not.toContain('"minute"');
  });

  it('resolves every reference and uses only keywords OpenAPI 3.0 has', () => {
    for (const [key, value] of walk(doc)) {
      if (key === '$ref') {
        expect(value).toMatch(/^#\/components\/(schemas|securitySchemes)\//);
        const name = String(value).split('/').pop() ?? '';
        expect(doc.components.schemas[name], String(value)).toBeDefined();
      }
      expect(['const', '$id', '$defs', 'patternProperties']).not.toContain(key);
      if (key === 'type') expect(value).not.toBe('null');
    }
  });

  it("carries the demo server's answers as examples where clients start", () => {
    for (const id of [
      'genshin.index',
      'genshin.characterList',
      'genshin.spiralAbyss',
      'genshin.dailyNote',
    ]) {
      const media = byId(id)?.responses['200']?.content?.['application/json'];
      expect(media?.example, id).toMatchObject({ retcode: 0, message: 'OK' });
    }
  });
});
