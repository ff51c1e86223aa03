/**
 * The real server and a Chromium for one browser-test file: started before its tests, stopped
 * after. Each file gets its own server and database, so no file sees another's changes.
 */
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type E2eBrowser } from './browser.ts';
import { startE2eServer, type E2eServer } from './e2eServer.ts';

export interface E2eEnvironment {
  server: E2eServer;
  browser: E2eBrowser;
}

export function useE2eEnvironment(): E2eEnvironment {
  const env = {} as E2eEnvironment;
  beforeAll(async () => {
    env.server = await startE2eServer();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
