import { defineConfig } from 'vitest/config';

// Browser end-to-end specs live in tests/e2e and run through tests/e2e.test.ts, which starts
// the real server; everything else is a plain vitest file.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
