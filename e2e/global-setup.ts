import type { TestProject } from 'vitest/node';
import { startServer } from './support/server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** A service token of the ingest API, for flows that set up their own players. */
    ingestToken: string;
  }
}

/** Starts the server every flow shares and hands its URL and an ingest token to the tests. */
export default async function setup(project: TestProject) {
  const server = await startServer((baseURL, port) => ({
    // `?host=alt` (docs/reference/web-app.md#query-parameters) picks the same server under another
    // name: a page served by
    // 127.0.0.1 then calls the API on localhost, across origins, as both are listed.
    API_HOSTS: `main=${baseURL},alt=http://localhost:${port}`,
    // Every flow comes from one address and the demo traveler visits many players over the suite,
    // which the risk engine would rightly take for a scraper. The risk flows run their own server
    // with low thresholds instead.
    RISK_CHALLENGE_ROLES: '0',
    RISK_CHALLENGE_READS: '0',
    RISK_FORCED_ROLES: '0',
    RISK_DAILY_PLAYERS: '0',
    RISK_FAILED_LOGINS: '0',
  }));
  project.provide('baseURL', server.baseURL);
  project.provide('ingestToken', server.ingestToken);
  return () => server.stop();
}
