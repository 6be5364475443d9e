import { defineConfig } from 'vitest/config';

// Two projects: `unit` (rules in src/shared, no I/O) and `integration` (the server through
// its HTTP app, on a fresh database per file: PGlite, or Postgres when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Projects with different worker limits run as separate groups.
          sequence: { groupOrder: 0 },
          include: ['src/shared/**/*.test.ts', 'src/client/**/*.test.{ts,tsx}'],
          // Node by default; a client test that renders declares `@vitest-environment jsdom`.
          environment: 'node',
          setupFiles: ['src/test-support/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/test-support/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: more workers only fight over them (each PGlite is a wasm Postgres).
          maxWorkers: 2,
        },
      },
    ],
  },
});
