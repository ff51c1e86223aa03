/**
 * P6: the Excel export of 15,000 rows x 12 columns against a plain exceljs export, in one process:
 *   node --expose-gc --import tsx scripts/bench/export.ts      (BENCH_RUNS=5 exports each)
 * A fresh embedded PostgreSQL in a temp folder, prepared by the server's own helpers, with 15,000
 * DMS documents (28 fields). The document's export columns (11 declared) get `type` added in the
 * definition files read here, so the sheet has 12 columns, one of them an option label.
 *   - portal: GET /sso/dms/documents/export (token, permission, list query check, the rows of
 *     the export's columns, option labels, exceljs WorkbookWriter streamed into the reply);
 *   - baseline: a bare Fastify + pg route, one plain query of the same 12 columns of the same
 *     rows, written by exceljs's streaming WorkbookWriter into the reply, values as they come.
 * Exports alternate, one at a time, each fetched over HTTP to its last byte. Time: median. Memory:
 * the peak of the process's heap plus external memory (and of its RSS) above what it was just
 * before the export, sampled every 5 ms, after a full GC; median of the peaks.
 * Writes scripts/bench/results/export-<time>.json.
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
const bench = await startBenchDatabase();
const { db, config } = bench;
const { pool } = bench;


try {
  const files = await readDefinitionFiles();
  const documentFile = 'modules/dms/resources/document.json';
  const document = files[documentFile] as { list: { export: { columns: string[] } } };
  const columns = [...document.list.export.columns, 'type'];
  files[documentFile] = { ...document, list: { ...document.list, export: { ...document.list.export, columns } } };
  const definitions = loadDefinitions(files);
  await prepareStorage(db, definitions, config.seedPassword);
  await sql`insert into dms_document (type, title, description, documents_date, classification, classification_detail, classification_spesific,
      no_peserta, periode, nama_peserta, kode_pemberi_kerja, subject, originator, sender, receiver, created_by, created_at, updated_at)
    select (array['GENERAL', 'KEPESERTAAN', 'MAILING'])[1 + g % 3], 'Dokumen arsip nomor ' || g, 'Uraian dokumen ' || g || ' untuk uji ekspor',
      date '2020-01-01' + (g % 1500), 1 + g % 9, 10 + g % 40, 100 + g % 200,
      lpad((g * 7919 % 10000000)::text, 10, '0'), '2024-' || lpad((1 + g % 12)::text, 2, '0'), 'Peserta ' || g, 'PK' || (g % 500),
      'Perihal ' || g, 'Bagian Umum', 'Pengirim ' || g, 'Penerima ' || g, 'arsip', now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${rows} - (select count(*) from dms_document)::int) g`.execute(db);
  await sql`analyze dms_document`.execute(db);

  const app = await buildApp({ definitions, db, config, logger: false, jobs: { run: false } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  // The baseline: one plain query, exceljs's streaming writer, nothing else.
  const { default: ExcelJS } = await import('exceljs');
  const bare = Fastify({ logger: false });
  const selectList = columns.join(', ');
  bare.get('/plain/export', async (_request, reply) => {
    const { rows: records } = await pool.query(`select ${selectList} from dms_document order by id desc limit ${rows}`);
    const stream = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    const sheet = workbook.addWorksheet('document');
    sheet.columns = columns.map((key) => ({ header: key, key, width: 20 }));
    setImmediate(async () => {
      for (const record of records) sheet.addRow(columns.map((c) => record[c])).commit();
      sheet.commit();
      await workbook.commit();
    });
    return reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(stream);
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const plainUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/plain/export`;

  const headers = await signIn(base, 'admin', config.seedPassword);
  const portalUrl = `${base}/sso/dms/documents/export`;
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

  console.log(`${rows} rows x ${columns.length} columns; ${runs} exports each, alternating; medians`);
  const cell = (value: string, width: number) => value.padStart(width);
  console.log(`${''.padEnd(34)}${cell('ms', 9)}${cell('heap+ext MB', 13)}${cell('RSS MB', 9)}${cell('xlsx KB', 10)}`);
  for (const [name, s] of [['plain exceljs (baseline)', plain], ['GET /sso/dms/documents/export', portal]] as const) {
    console.log(`${name.padEnd(34)}${cell(s.ms.toFixed(0), 9)}${cell(s.heapMb.toFixed(1), 13)}${cell(s.rssMb.toFixed(1), 9)}${cell((s.bytes / 1024).toFixed(0), 10)}`);
  }
  console.log(`ratio (portal / baseline): time ${ratio.time.toFixed(2)}x, memory (heap+external) ${ratio.heap.toFixed(2)}x`);

  const file = writeResult('export', { at: new Date().toISOString(), rows, columns: columns.length, runs, portal, baseline: plain, ratio, samples });
  console.log(`\nwritten: ${file}`);
  await bare.close();
  await app.close();
} finally {
  await bench.stop();
}
