import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { README, TABLE_END, TABLE_START, configTable, withConfigTable } from './config-docs.js';
import { SETTING_NAMES } from './config-schema.js';

describe("README.md's configuration table", () => {
  it('is the one config-schema.ts generates (npm run docs:config rewrites it)', () => {
    const readme = readFileSync(README, 'utf8');
    expect(readme).toContain(TABLE_START);
    expect(readme).toContain(TABLE_END);
    expect(withConfigTable(readme) === readme, 'run npm run docs:config').toBe(true);
  });

  it('has a row per variable, with its default', () => {
    const rows = configTable().split('\n').slice(2);
    expect(rows.map((r) => /^\| `([A-Z_]+)`/.exec(r)?.[1])).toEqual(SETTING_NAMES);
    expect(rows.find((r) => r.startsWith('| `PORT`'))).toMatch(/\| `8080` +\| HTTP port +\|$/);
  });
});
