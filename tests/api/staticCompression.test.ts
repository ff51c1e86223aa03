/**
 * The built client goes out compressed: the build's precompress step (scripts/build/precompress.ts,
 * the Vite plugin's work) writes .br and .gz beside each file, and the server sends the one the
 * browser accepts, with the file's own type and cache policy; the bytes decompress to the file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/build/precompress.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

// A chunk of the size and repetitiveness of real bundle code.
const script = Array.from({ length: 400 }, (_, i) => `export function screen${i}(props) { return props.value + ${i}; }`).join('\n');
const html = '<!doctype html><html><head><title>Portal</title><script type="module" src="/assets/app-1a2b.js"></script></head><body><div id="root"></div></body></html>';

describe('static compression of the built client', () => {
  let server: TestServer;
  let clientDir: string;
  let written: string[];

  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), html);
    writeFileSync(join(clientDir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(clientDir, 'assets', 'tiny-0000.js'), 'x');
    written = await precompressDirectory(clientDir);
    server = await startTestServer({ clientDir });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside each text file, and none where compressing would not help', () => {
    const names = written.map((file) => file.slice(clientDir.length + 1)).sort();
    expect(names).toEqual(['assets/app-1a2b.js.br', 'assets/app-1a2b.js.gz', 'index.html.br', 'index.html.gz']);
  });

  it('sends brotli to a browser that accepts it: smaller, the same type and long cache, and the bytes decompress to the file', async () => {
    const reply = await server.call('GET', '/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(reply.headers.vary)).toMatch(/accept-encoding/i);
    expect(reply.raw.rawPayload.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(reply.raw.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip, and the file itself to one that accepts neither', async () => {
    const gz = await server.call('GET', '/assets/app-1a2b.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw.rawPayload).toString()).toBe(script);
    const plain = await server.call('GET', '/assets/app-1a2b.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps index.html fresh (no-cache) whether it goes out compressed or not, on the root and on a client route', async () => {
    for (const path of ['/', '/apps/admin/department']) {
      const reply = await server.call('GET', path, { headers: { 'accept-encoding': 'br' } });
      expect({ path, status: reply.status, cache: reply.headers['cache-control'] }).toEqual({ path, status: 200, cache: 'no-cache' });
      const body = reply.headers['content-encoding'] === 'br' ? brotliDecompressSync(reply.raw.rawPayload).toString() : reply.body;
      expect(body).toBe(html);
    }
  });

  it('answers a missing chunk with a 404, not a compressed copy or the page', async () => {
    const reply = await server.call('GET', '/assets/gone-9999.js', { headers: { 'accept-encoding': 'br' } });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });
});
