/**
 * P7: how long `npm start` takes to answer, warm, against a bare node http server:
 *   node --import tsx scripts/bench/startTime.ts        (BENCH_RUNS=5)
 * Runs npm start's own command (node scripts/start.mjs) on a data folder of its own in a temp
 * folder and a free port. The first start creates the database and brings the client and server
 * builds up to date, and checks the definitions (DATA_DIR/definitions-checked); it is not counted.
 * Then BENCH_RUNS warm starts (data folder there, builds fresh, definitions unchanged), each
 * timed from the spawn to the first 200 of GET /login, then stopped with SIGTERM (the time to a
 * clean exit is shown too). The baseline, in the same run: `node -e` starting a
 * bare http server that answers the same file (dist/index.html), spawned and timed the same way.
 * Writes scripts/bench/results/startTime-<time>.json.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../../server/config.ts';
import { freePort } from '../../server/db/freePort.ts';
import { writeResult, median } from './benchDatabase.ts';

const runs = Number(process.env.BENCH_RUNS || 5);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-start-'));

interface Start {
  readonly answerMs: number;
  readonly stopMs: number;
  readonly exitCode: number | null;
  readonly output: string;
}

/** Spawns the command, waits for GET /login to answer 200, then SIGTERM and waits for the exit. */
async function timedStart(args: string[], env: NodeJS.ProcessEnv, port: number, limitMs = 600_000): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let answerMs = NaN;
  while (performance.now() - started < limitMs && child.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/login`).then((r) => (r.body?.cancel(), r.status), () => 0);
    if (status === 200) {
      answerMs = performance.now() - started;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const stopping = performance.now();
  child.kill('SIGTERM');
  const exitCode = await exited;
  if (Number.isNaN(answerMs)) throw new Error(`no answer on /login:\n${output}`);
  return { answerMs, stopMs: performance.now() - stopping, exitCode, output };
}

try {
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const startArgs = [join(repoRoot, 'scripts', 'start.mjs')];
  const first = await timedStart(startArgs, env, port);
  console.log(`first start (database created, builds brought up to date): ${(first.answerMs / 1000).toFixed(1)} s`);

  let page = join(repoRoot, 'dist', 'index.html');
  if (!existsSync(page)) {
    // No client build (it failed): the portal answers /login from a JSON 404 page then; compare with a tiny file.
    page = join(dataDir, 'index.html');
    writeFileSync(page, '<!doctype html><title>Portal</title>');
  }
  const bareServer = `const fs=require('node:fs');require('node:http').createServer((q,s)=>{s.setHeader('content-type','text/html');s.end(fs.readFileSync(${JSON.stringify(page)}))}).listen(${port},'127.0.0.1');process.on('SIGTERM',()=>process.exit(0))`;

  const portal: Start[] = [];
  const baseline: Start[] = [];
  for (let i = 0; i < runs; i++) {
    baseline.push(await timedStart(['-e', bareServer], env, port));
    const warm = await timedStart(startArgs, env, port);
    if (/building/.test(warm.output)) console.log(`note: run ${i + 1} rebuilt something (sources changed meanwhile)`);
    // A warm start checks the definitions again only when they (or the server build) changed.
    if (/Definitions checked/.test(warm.output)) console.log(`note: run ${i + 1} checked the definitions again (changed meanwhile)`);
    portal.push(warm);
  }
  const portalMs = median(portal.map((s) => s.answerMs));
  const baselineMs = median(baseline.map((s) => s.answerMs));
  const stopMs = median(portal.map((s) => s.stopMs));
  const exitCodes = [...new Set(portal.map((s) => s.exitCode))];
  console.log(`\nwarm starts, median of ${runs}: spawn to the first 200 of GET /login`);
  console.log(`  node -e bare http server (baseline) ${baselineMs.toFixed(0).padStart(7)} ms`);
  console.log(`  npm start (node scripts/start.mjs)  ${portalMs.toFixed(0).padStart(7)} ms   ${(portalMs / baselineMs).toFixed(1)}x baseline`);
  console.log(`  SIGTERM to a clean exit (database stopped): ${stopMs.toFixed(0)} ms, exit codes ${exitCodes.join(', ')}`);
  console.log(`  runs: ${portal.map((s) => s.answerMs.toFixed(0)).join(', ')} ms (baseline ${baseline.map((s) => s.answerMs.toFixed(0)).join(', ')})`);

  const strip = (s: Start) => ({ answerMs: s.answerMs, stopMs: s.stopMs, exitCode: s.exitCode });
  const file = writeResult('startTime', { at: new Date().toISOString(), runs, firstStartMs: first.answerMs, portalMs, baselineMs, ratio: portalMs / baselineMs, stopMs, portal: portal.map(strip), baseline: baseline.map(strip) });
  console.log(`\nwritten: ${file}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
