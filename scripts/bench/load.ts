/**
 * A small closed-loop load generator: a fixed number of workers, each sending the next request
 * as soon as the previous answer has been read in full, for a fixed time, over keep-alive
 * connections. node:http rather than fetch: here fetch costs about four times as much CPU per
 * request, and since the client runs in the server's own process, that cost would swamp the
 * baseline. Only ratios against a baseline measured the same way mean anything.
 */
import http from 'node:http';

export interface LoadResult {
  readonly requests: number;
  readonly errors: number;
  readonly perSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
}

export interface LoadOptions {
  readonly concurrency: number;
  readonly seconds: number;
  readonly headers?: Record<string, string>;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN);

interface Answer {
  readonly status: number;
  readonly bytes: number;
}

/** One GET, the body read in full. */
export function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

export async function runLoad(url: string, { concurrency, seconds, headers = {} }: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const sent = performance.now();
      try {
        if ((await get(url, headers, agent)).status !== 200) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50Ms: percentile(latencies, 0.5), p99Ms: percentile(latencies, 0.99) };
}

/** Median time of one request at a time, the answer read in full. */
export async function timeOne(url: string, headers: Record<string, string>, times: number): Promise<{ ms: number; bytes: number; status: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const samples: number[] = [];
  let last: Answer = { status: 0, bytes: 0 };
  for (let i = 0; i < times; i++) {
    const sent = performance.now();
    last = await get(url, headers, agent);
    samples.push(performance.now() - sent);
  }
  agent.destroy();
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)], ...last };
}
