/**
 * A list answer serialized with its route schema (fast-json-stringify, as Fastify does it for
 * the route) against JSON.stringify, in one process, no database:
 *   node --import tsx scripts/bench/serialize.ts        (BENCH_SECONDS=3 per case by default)
 * For a few resources, a full page (500 rows) of made-up rows shaped as readRecords.ts returns
 * them (nulls included, a Date for each timestamp, arrays for relations), serialized by both;
 * the script first checks both give the same bytes, then prints calls per second (medians of
 * alternating rounds) and the ratio (schema / JSON.stringify: above 1x the schema is faster).
 * Read the ratio, not the rates.
 */
import fastJsonStringify from 'fast-json-stringify';
import { paginate } from '../../engine/wire/paginator.ts';
import { loadServerDefinitions } from '../../server/prepareStorage.ts';
import { maxPageSize } from '../../server/resources/listRecords.ts';
import { routeSchema } from '../../server/resources/routeSchemas.ts';
import type { ColumnModel, StorageModel } from '../../server/resources/storageModel.ts';
import { storageModels } from '../../server/resources/storageModels.ts';

const seconds = Number(process.env.BENCH_SECONDS || 3);
const resources = ['department', 'user', 'client', 'support_ticket'];

function sampleValue(column: ColumnModel, row: number): unknown {
  // Every fifth optional value is null, as a real table has them.
  if (!column.primaryKey && row % 5 === 4) return null;
  switch (column.kind) {
    case 'integer':
      return column.primaryKey ? row + 1 : (row * 7) % 1000;
    case 'number':
      return row * 1.25;
    case 'boolean':
      return row % 2 === 0;
    case 'timestamp':
      return new Date(Date.UTC(2024, 0, 1) + row * 3_600_000);
    case 'date':
      return '2024-05-17';
    case 'time':
      return '08:30:00';
    case 'uuid':
      return `0000${row}`.slice(-4).padStart(8, '0') + '-aaaa-4bbb-8ccc-dddddddddddd';
    case 'json':
      return { keys: [`uploads/${row}.pdf`], note: 'Lampiran "utama"' };
    default:
      return `${column.field} ${row}: Kantor Cabang Jakarta Selatan`;
  }
}

function sampleRows(model: StorageModel): Record<string, unknown>[] {
  return Array.from({ length: maxPageSize }, (_, row) => {
    const record: Record<string, unknown> = {};
    for (const column of model.columns) if (!column.hashed) record[column.field] = sampleValue(column, row);
    for (const relation of model.relations) record[relation.field] = [1, 2, 3];
    return record;
  });
}

/** Calls per second of one serializer over `ms` milliseconds. */
function rate(serialize: () => string, ms: number): number {
  const start = performance.now();
  let calls = 0;
  while (performance.now() - start < ms) {
    for (let i = 0; i < 5; i++) serialize();
    calls += 5;
  }
  return (calls * 1000) / (performance.now() - start);
}

/** Both serializers in alternating rounds of 250 ms (the machine's load moves both alike); medians. */
function compare(a: () => string, b: () => string): [number, number] {
  const rounds = Math.max(2, Math.round((seconds * 1000) / 500));
  const ra: number[] = [];
  const rb: number[] = [];
  for (let round = 0; round < rounds; round++) {
    ra.push(rate(a, 250));
    rb.push(rate(b, 250));
  }
  const median = (values: number[]) => values.sort((x, y) => x - y)[Math.floor(values.length / 2)];
  return [median(ra), median(rb)];
}

const definitions = await loadServerDefinitions();
const models = storageModels(definitions);
console.log(`list answer of ${maxPageSize} rows, ${seconds} s per case\n`);
console.log(['resource', 'bytes', 'schema/s', 'JSON.stringify/s', 'ratio'].join('\t'));
for (const id of resources) {
  const model = models.get(id);
  if (!model) continue;
  const answer = paginate(sampleRows(model), 12_345, 1, maxPageSize);
  const schema = (routeSchema(model, 'list', '/bench', false).response as Record<number, object>)[200];
  const withSchema = fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0]);
  const expected = JSON.stringify(answer);
  if (withSchema(answer) !== expected) throw new Error(`${id}: the route schema serializes other bytes than JSON.stringify`);
  compare(() => withSchema(answer), () => JSON.stringify(answer)); // warm-up
  const [schemaRate, plainRate] = compare(() => withSchema(answer), () => JSON.stringify(answer));
  console.log([id, expected.length, schemaRate.toFixed(0), plainRate.toFixed(0), `${(schemaRate / plainRate).toFixed(2)}x`].join('\t'));
}
