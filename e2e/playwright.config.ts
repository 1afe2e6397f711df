import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// Each run starts the product on an empty data dir. Workers load this file again and inherit the
// runner's env var, so only the runner makes (and at exit removes) the directory.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitespark-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/standalone/src/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/healthz`,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Away from the embedded database port of a developer's `npm start`.
      PGLITE_PORT: process.env.E2E_PGLITE_PORT ?? '54339',
      // Every journey signs a new user up from 127.0.0.1; the per-IP limit is tested in services/auth.
      AUTH_ATTEMPTS_PER_WINDOW: '1000',
      // One browser makes every journey's requests from one address; the limit itself is tested in apps/gateway.
      RATE_LIMIT_MAX: '100000',
      // The fixture websites of the generator (4599) and video (4598) journeys.
      FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1:4599,127.0.0.1:4598',
    },
    timeout: 120_000,
    // SIGTERM lets SiteSpark stop cleanly, closing the render service's Chromium with it.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    reuseExistingServer: false,
    stderr: 'pipe',
  },
});
