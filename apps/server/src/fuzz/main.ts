import { testDatabases, type DbKind } from '../test/test-setup.js';
import { formatCounts, runFuzz } from './fuzz-run.js';

/*
 * `npm run fuzz`: the long run of the API fuzzer (the bounded slice runs in `npm test`).
 * FUZZ_SECONDS (default 300) bounds the time, FUZZ_RUNS the number of requests; FUZZ_DB=postgres
 * runs on TEST_DATABASE_URL instead of SQLite. Prints the requests sent per operation and every
 * failure with the seed and path that replay it; exits 1 when anything failed.
 */

const seconds = Number(process.env.FUZZ_SECONDS ?? 300);
const maxRequests = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : undefined;
const kind = (process.env.FUZZ_DB ?? 'sqlite') as DbKind;
if (kind === 'postgres' && !testDatabases().includes('postgres')) {
  console.error('FUZZ_DB=postgres needs TEST_DATABASE_URL');
  process.exit(2);
}

const started = Date.now();
console.log(
  `Fuzzing every operation of the OpenAPI document on ${kind} for ${seconds} s` +
    (maxRequests ? ` or ${maxRequests} requests` : ''),
);
const report = await runFuzz({
  kind,
  fixedRuns: 20,
  randomRuns: 40,
  randomRounds: Infinity,
  deadline: started + seconds * 1000,
  ...(maxRequests ? { maxRequests } : {}),
  onRound: (round, total) =>
    console.log(
      `  round ${round + 1} done: ${total} requests, ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ),
});
console.log(`\nRequests per operation:\n${formatCounts(report)}`);
console.log(`Wall time ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (report.failures.length > 0) {
  console.error(
    `\n${report.failures.length} operation(s) failed:\n\n${report.failures.join('\n\n')}`,
  );
  process.exit(1);
}
console.log('No failures.');
