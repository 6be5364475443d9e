import { defineConfig } from 'vitest/config';

// `npm run test:scale` only: two built copies of the store on PostgreSQL, Redis and an
// S3-compatible server (scale/two-copies.test.ts). Not part of `npm test`, which needs none.
export default defineConfig({
  test: {
    include: ['scale/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['scale/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 300_000,
    // The checks run in order against the same two copies; the last one kills copy A.
    sequence: { concurrent: false },
    fileParallelism: false,
  },
});
