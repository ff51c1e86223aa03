import { defineConfig } from 'vitest/config';

// Three projects, so each kind of suite runs at the parallelism it can bear on a small machine:
// unit tests are cheap and run freely; each API file starts its own PostgreSQL; each browser file
// starts the real server (on a database cloned from the run's seeded template) and a Chromium,
// two files at a time. The groups run one
// after the other (sequence.groupOrder), so a browser test never competes with the API suite.
export default defineConfig({
  test: {
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', sequence: { groupOrder: 0 }, include: ['tests/engine/**/*.test.ts', 'tests/definitions/**/*.test.ts', 'tests/renderer/**/*.test.ts'] },
      },
      {
        extends: true,
        // One embedded cluster (and one external database) with a seeded template; each file's server clones its own.
        test: { name: 'api', sequence: { groupOrder: 1 }, include: ['tests/api/**/*.test.ts'], globalSetup: ['tests/support/apiTemplates.ts'], maxWorkers: 2 },
      },
      {
        extends: true,
        // One shared PostgreSQL with a seeded template; each file's server clones its own database.
        test: { name: 'e2e', sequence: { groupOrder: 2 }, include: ['tests/e2e/**/*.test.ts'], globalSetup: ['tests/e2e/support/seededTemplate.ts'], maxWorkers: 2, testTimeout: 60_000 },
      },
    ],
  },
});
