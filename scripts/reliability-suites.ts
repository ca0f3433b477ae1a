/**
 * The suites behind docs/reliability.md, in two groups: those `npm test` runs with everything
 * else, and the slow ones (each starts servers, databases, clusters or a browser several times)
 * that only `npm run test:reliability` runs, so that `npm test` stays within its time budget.
 * CI (.ci/run) runs both.
 */

/** In `npm test` and in `npm run test:reliability`. */
export const RELIABILITY_SUITES_IN_NPM_TEST = [
  // hostile input: GraphQL limits, body limits, headers, CORS (the fuzz suite is below)
  'server/test/graphql-limits.api.test.ts',
  'server/test/foundation.api.test.ts',
  'server/test/configuration.api.test.ts',
  // who may do what
  'server/test/authorisation-matrix.api.test.ts',
  // faults the app met before this report: an AI call abandoned, concurrent embedded writes
  'server/test/ai-cancellation.api.test.ts',
  'server/test/embedded-concurrency.test.ts',
  // upgrades from the previous migration set; several instances on one database
  'server/test/migrations.test.ts',
  'server/test/multi-instance.test.ts',
  // the pool's wait in line apart from its connect timeout; the sweep of files no row names
  'server/test/postgres-pool.test.ts',
  'server/test/wallet-sweep.api.test.ts',
];

/** Only in `npm run test:reliability` (and CI). */
export const RELIABILITY_ONLY_SUITES = [
  // fuzzing every operation: 51,000 cases, the longest suite (about 6 min beside the others on
  // 2 cores), which alone took `npm test` past its 25 minutes
  'server/test/fuzz.api.test.ts',
  'e2e/content-security-policy.e2e.ts',
  'e2e/hostile-stored-text.e2e.ts',
  'server/test/faults.crash.test.ts',
  'server/test/faults.postgres-restart.test.ts',
  'server/test/faults.storage.test.ts',
  'server/test/faults.ai-provider.test.ts',
  'server/test/upgrade-with-data.test.ts',
  'server/test/backup-restore.cli.test.ts',
  'server/test/postgres-backup.test.ts',
  'server/test/load.reliability.test.ts',
  // two co-editors on two instances, one instance SIGKILLed half-way (about 30 s)
  'server/test/co-editing.reliability.test.ts',
];
