import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../app.js';
import { loadDemoData } from '../load-demo.js';
import { AccountService } from '../modules/account/account.service.js';
import { openTestDb, testConfig, TEST_SECRET } from '../test/test-setup.js';
import { DEMO_UID, demoAnswers } from './demo-answers.js';

/*
 * Writes openapi-examples.json: the demo server's answers (demo-answers.ts) to its main account,
 * trimmed, one per operation id, for the OpenAPI document at /docs/json. Run it again when an
 * answer's shape changes (openapi-examples.test.ts fails until then):
 *
 *   node --import tsx apps/server/src/http/openapi-examples.main.ts
 */

/**
 * A copy with lists cut short so the document stays readable: the outermost list of each answer
 * keeps its first two items (a list shows as a list), lists inside them their first one.
 */
export function trimExample(value: unknown, inList = false): unknown {
  if (Array.isArray(value)) return value.slice(0, inList ? 1 : 2).map((v) => trimExample(v, true));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimExample(v, inList)]));
}

const { db, drop } = await openTestDb('sqlite');
await loadDemoData(db);
// Image URLs name the address `npm start` serves on by default.
const app = await buildApp(testConfig({ publicUrl: 'http://localhost:8080' }), {
  db,
  logger: false,
});
await app.ready();
const token = await new AccountService(db, TEST_SECRET).startSession(DEMO_UID);
const answers = await demoAnswers(app, token);
const examples = Object.fromEntries(answers.map((a) => [a.id, trimExample(a.envelope)]));
const file = join(import.meta.dirname, 'openapi-examples.json');
const style = await resolveConfig(file);
writeFileSync(file, await format(JSON.stringify(examples), { ...style, filepath: file }));
console.log(`wrote ${answers.length} examples to ${file}`);
await app.close();
await drop();
