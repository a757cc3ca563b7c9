import { endpoints, Envelope, type EndpointDef } from '@chronicle/contract';
import { Value } from 'typebox/value';
import { expect, it } from 'vitest';
import examples from './openapi-examples.json' with { type: 'json' };

/*
 * The examples of the OpenAPI document were recorded from the demo server
 * (openapi-examples.main.ts). When a response schema changes, this fails until they are recorded
 * again, so the document never shows an answer the server could not give.
 */

const declared = new Map(
  Object.values(endpoints)
    .flatMap((family) => Object.values(family) as EndpointDef[])
    .map((def) => [def.id, def]),
);

it('records an example for the main game’s first calls and each game’s overview', () => {
  expect(Object.keys(examples)).toEqual(
    expect.arrayContaining([
      'genshin.index',
      'genshin.characterList',
      'genshin.spiralAbyss',
      'genshin.dailyNote',
      'hkrpg.index',
      'honkai3rd.index',
    ]),
  );
});

it.each(Object.entries(examples))(
  '%s: the example is a success its schema accepts',
  (id, example) => {
    const def = declared.get(id);
    expect(def, `${id} is no contract endpoint`).toBeDefined();
    if (!def) return;
    const errors = [...Value.Errors(Envelope(def.data), example)].slice(0, 5);
    expect(errors).toEqual([]);
    expect(example).toMatchObject({ retcode: 0, message: 'OK' });
  },
);
