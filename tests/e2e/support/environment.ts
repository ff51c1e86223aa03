/**
 * The real server and a Chromium for one browser-test file: started before its tests, stopped
 * after. Each file gets its own server and database, so no file sees another's changes.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, signIn, type E2eBrowser } from './browser.ts';
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

/** A server, a browser and one page signed in as `username`, kept for a whole file. */
export interface SignedInSession extends E2eEnvironment {
  page: Page;
  context: BrowserContext;
}

export async function openSignedInSession(username: string, viewport = { width: 1440, height: 900 }): Promise<SignedInSession> {
  const server = await startE2eServer();
  const browser = await launchBrowser();
  const { page, context } = await browser.newPage(viewport);
  // Steps that save and reload lists take longer than the default under a loaded machine.
  context.setDefaultTimeout(25_000);
  await signIn(page, server.url, username);
  return { server, browser, page, context };
}

export async function closeSignedInSession(session: Partial<SignedInSession>): Promise<void> {
  await session.context?.close();
  await session.browser?.close();
  await session.server?.stop();
}

/** One more signed-in page of the file's browser (a second user in a context of their own). */
export async function signedInPage(env: E2eEnvironment, username: string, viewport = { width: 1440, height: 900 }): Promise<Page> {
  const { page, context } = await env.browser.newPage(viewport);
  context.setDefaultTimeout(25_000);
  await signIn(page, env.server.url, username);
  return page;
}
