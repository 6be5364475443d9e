import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Journeys run against the built app (npm run test:e2e builds it first) on a fresh data
// directory, in Debian's Chromium: Playwright cannot download its own browsers here.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
export const E2E_OWNER_EMAIL = 'owner@e2e.test';
/** The owner's setup code for this test server (a real one prints a random code). */
export const E2E_OWNER_SETUP_CODE = 'E2E-OWNER-SETUP';
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `store-e2e-${process.pid}`);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never' }]],
  // Journeys cross many pages on a 2-core machine; a slow step is not a failure of the store.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // The newsletter popup opens 3 s into every storefront visit and holds the page under it;
    // journeys start as a browser that has subscribed, except the popup's own
    // (newsletter-popup.spec.ts), which starts from an empty browser.
    storageState: {
      cookies: [],
      origins: [
        { origin: baseURL, localStorage: [{ name: 'ctk_email_subscribed', value: 'true' }] },
      ],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      OWNER_EMAIL: E2E_OWNER_EMAIL,
      OWNER_SETUP_CODE: E2E_OWNER_SETUP_CODE,
      LOG_LEVEL: 'warn',
      // The owner's set-up sign-ins name their own client address (e2e/owner-session.ts), so
      // fifty journeys from one machine stay within the per-client sign-in limits.
      TRUST_PROXY: 'true',
    },
  },
});
