/**
 * P6 with archive rows (issue 12): the archive's Excel file of 15,000 rows x 12 columns against a
 * plain exceljs export, in one process:
 *   node --expose-gc --import tsx scripts/bench/archiveExport.ts      (BENCH_RUNS=5 exports each)
 * A fresh embedded PostgreSQL in a temp folder, prepared by the server's own helpers (its 500 demo
 * archive records), topped up to 15,000 archive_document rows. The archive's export columns (16
 * declared) are cut to 12 in the definition files read here, among them the three classification
 * levels and the room and rack (ids shown as names) and the retention (an option shown by its label).
 *   - portal: GET /sso/archive/pov/index?export=1 (token, permission, the pov query checked by the
 *     list checker, the rows of the export's columns, names for ids, formula-like text
 *     neutralised, exceljs WorkbookWriter streamed into the reply: server/archive/archiveExport.ts);
 *   - baseline: a bare Fastify + pg route, one plain query of the same 12 columns of the same rows,
 *     written by exceljs's streaming WorkbookWriter into the reply, values as they come.
 * Exports alternate, one at a time, each fetched over HTTP to its last byte. Time: median. Memory:
 * the peak of the process's heap plus external memory (and of its RSS) above what it was just
 * before the export, sampled every 5 ms, after a full GC; median of the peaks. Goals of issue 12:
 * 1.2x or less in time, 150 MB or less. Writes scripts/bench/results/archiveExport-<time>.json.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import { buildApp } from '../../server/app.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';
import { prepareStorage } from '../../server/prepareStorage.ts';
import { startBenchDatabase, signIn, writeResult, median } from './benchDatabase.ts';
import { exportOnce, type ExportSample } from './exportSample.ts';

const runs = Number(process.env.BENCH_RUNS || 5);
const rows = 15_000;
const goals = { ratio: 1.2, mb: 150 };
/** 12 of the 16 declared export columns: ids of both trees, an option, dates and text. */
const columns = ['number', 'title', 'description', 'classification', 'classification_detail', 'classification_spesific', 'documents_date', 'storage_detail', 'storage_spesific', 'odner', 'retensi', 'tanggal_pengarsipan'];
const bench = await startBenchDatabase();
const { db, config } = bench;
const { pool } = bench;


try {
  const files = await readDefinitionFiles();
  const recordsFile = 'modules/archive/resources/archive_document.json';
  const records = files[recordsFile] as { list: { export: Record<string, unknown> } };
  files[recordsFile] = { ...records, list: { ...records.list, export: { ...records.list.export, columns } } };
  const definitions = loadDefinitions(files);
  await prepareStorage(db, definitions, config.seedPassword);
  // Spread like the demo records: both trees' seeded ids, binders, retention values, years.
  await sql`insert into archive_document (number, title, description, documents_date, tanggal_pengarsipan, classification, classification_detail,
      classification_spesific, physical_status, office, office_code, origin_department, storage, storage_detail, storage_spesific, baris, odner,
      retensi, destroyed_status, created_by, created_at)
    select 'ARS/' || (2019 + g % 8) || '/' || lpad(g::text, 5, '0'), 'Arsip uji ekspor nomor ' || g, 'Uraian arsip ' || g || ' untuk uji ekspor',
      date '2019-01-01' + (g % 2500), date '2019-01-01' + (g % 2900), 1, 2, 3 + g % 2, g % 7 <> 0, 1, '120', 1 + g % 11,
      1, (array[2, 5])[1 + g % 2], (array[3, 6])[1 + g % 2], 1 + g % 5, 'ODN-' || lpad((g % 40)::text, 2, '0'),
      (array['IN STORAGE', 'EXPIRED', 'PERMANENT'])[1 + g % 3], 'TERSEDIA', 'arsip', now() - (g || ' minutes')::interval
    from generate_series(1, ${rows} - (select count(*) from archive_document where deleted_at is null)::int) g`.execute(db);
  await sql`analyze archive_document`.execute(db);

  const app = await buildApp({ definitions, db, config, logger: false, jobs: { run: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // The baseline: one plain query, exceljs's streaming writer, nothing else.
  const { default: ExcelJS } = await import('exceljs');
  const bare = Fastify({ logger: false });
  const selectList = columns.join(', ');
  bare.get('/plain/export', async (_request, reply) => {
    const { rows: found } = await pool.query(`select ${selectList} from archive_document where deleted_at is null order by id desc limit ${rows}`);
    const stream = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('archive');
    sheet.columns = columns.map((key) => ({ header: key, key, width: 22 }));
    setImmediate(async () => {
      for (const record of found) sheet.addRow(columns.map((c) => record[c])).commit();
      sheet.commit();
      await workbook.commit();
    });
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(stream);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const plainUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/plain/export`;

  const headers = await signIn(base, 'arsip', config.seedPassword);
  const portalUrl = `${base}/sso/archive/pov/index?export=1`;
  const check = await fetch(portalUrl, { headers });
  if (check.status !== 200 || check.headers.get('x-total-count') !== String(rows)) throw new Error(`the export answered ${check.status}, ${check.headers.get('x-total-count')} rows`);
  await check.arrayBuffer();
  await exportOnce(plainUrl, {});

  const samples = { portal: [] as ExportSample[], plain: [] as ExportSample[] };
  for (let i = 0; i < runs; i++) {
    samples.plain.push(await exportOnce(plainUrl, {}));
    samples.portal.push(await exportOnce(portalUrl, headers));
  }
  const summary = (list: ExportSample[]) => ({ ms: median(list.map((s) => s.ms)), heapMb: median(list.map((s) => s.heapMb)), rssMb: median(list.map((s) => s.rssMb)), bytes: list[0].bytes });
  const portal = summary(samples.portal);
  const plain = summary(samples.plain);
  // RSS seldom falls back once grown, so whichever export runs first pays it: shown, not compared.
  const ratio = { time: portal.ms / plain.ms, heap: portal.heapMb / plain.heapMb };
  const met = { time: ratio.time <= goals.ratio, memory: portal.heapMb <= goals.mb };

  console.log(`${rows} archive rows x ${columns.length} columns; ${runs} exports each, alternating; medians`);
  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`${''.padEnd(40)}${cell('ms', 9)}${cell('heap+ext MB', 13)}${cell('RSS MB', 9)}${cell('xlsx KB', 10)}`);
  for (const [name, s] of [['plain exceljs (baseline)', plain], ['GET /sso/archive/pov/index?export=1', portal]] as const) {
    console.log(`${name.padEnd(40)}${cell(s.ms.toFixed(0), 9)}${cell(s.heapMb.toFixed(1), 13)}${cell(s.rssMb.toFixed(1), 9)}${cell((s.bytes / 1024).toFixed(0), 10)}`);
  }
  console.log(`ratio (portal / baseline): time ${ratio.time.toFixed(2)}x, memory (heap+external) ${ratio.heap.toFixed(2)}x`);
  console.log(`goals: time <= ${goals.ratio}x ${met.time ? 'met' : 'MISSED'}; peak memory ${portal.heapMb.toFixed(1)} MB <= ${goals.mb} MB ${met.memory ? 'met' : 'MISSED'}`);

  const file = writeResult('archiveExport', { at: new Date().toISOString(), rows, columns, runs, portal, baseline: plain, ratio, goals, met, samples });
  console.log(`\nwritten: ${file}`);
  await bare.close();
  await app.close();
} finally {
  await bench.stop();
}
