/**
 * One export fetched to its last byte, with the memory this process needed meanwhile (P6:
 * export.ts and archiveExport.ts). Run the benches with --expose-gc: a collection before each
 * sample makes the memory figures steadier.
 */
export interface ExportSample {
  readonly ms: number;
  readonly bytes: number;
  readonly heapMb: number;
  readonly rssMb: number;
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.log('note: run with --expose-gc for steadier memory figures');

const mb = (bytes: number) => bytes / 1024 / 1024;

export async function exportOnce(url: string, headers: Record<string, string>): Promise<ExportSample> {
  gc?.();
  const start = process.memoryUsage();
  const used = (m: NodeJS.MemoryUsage) => m.heapUsed + m.external;
  let peakHeap = used(start);
  let peakRss = start.rss;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, used(now));
    peakRss = Math.max(peakRss, now.rss);
  }, 5);
  const sent = performance.now();
  const reply = await fetch(url, { headers });
  let bytes = 0;
  for await (const chunk of reply.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const ms = performance.now() - sent;
  clearInterval(sampler);
  if (reply.status !== 200) throw new Error(`${url} answered ${reply.status}`);
  return { ms, bytes, heapMb: mb(peakHeap - used(start)), rssMb: mb(peakRss - start.rss) };
}
