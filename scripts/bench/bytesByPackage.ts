/**
 * Which packages a page's scripts are made of: each fetched script's text is cut by its source
 * map (built 'hidden': the scripts are byte for byte what users get, only the .map files are
 * added), every piece is credited to the npm package it came from, to "portal code", or to
 * "generated" (the definitions, texts and themes the build writes as virtual modules, which have
 * no map), and each package's pieces, joined, are
 * gzipped at level 9. The sum is a little under the page's own figure, since the files are
 * compressed one by one there; what matters is each package's share, which says what stands
 * between a page and its budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

export interface PackageBytes {
  readonly name: string;
  readonly gzip: number;
}

const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One segment of a source map's mappings: base64 VLQ numbers. */
function decodeSegment(segment: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      numbers.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return numbers;
}

function packageOf(source: string): string {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return inModules ? inModules[1] : 'portal code';
}

/** Appends each piece of a script's text to the package its source map credits it to. */
function creditPieces(code: string, map: { sources: string[]; mappings: string }, into: Map<string, string[]>): void {
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const text = lines[lineNumber] ?? '';
    let column = 0;
    const starts: { column: number; owner: string }[] = [];
    for (const segment of lineMappings.split(',').filter(Boolean)) {
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      // A segment of one field maps its piece to nothing (the bundler's own glue).
      starts.push({ column, owner: sourceDelta === undefined ? 'bundler glue' : packageOf(map.sources[sourceIndex]) });
    }
    starts.forEach(({ column: start, owner }, i) => {
      const end = i + 1 < starts.length ? starts[i + 1].column : text.length;
      const pieces = into.get(owner) ?? [];
      pieces.push(text.slice(start, end));
      into.set(owner, pieces);
    });
  });
}

/** The scripts among `paths` (as fetched: /assets/x.js), read from clientDir, by package, largest first. */
export function bytesByPackage(clientDir: string, paths: readonly string[]): PackageBytes[] {
  const pieces = new Map<string, string[]>();
  for (const path of paths.filter((p) => p.endsWith('.js'))) {
    const file = join(clientDir, path);
    const code = readFileSync(file, 'utf8');
    if (existsSync(`${file}.map`)) creditPieces(code, JSON.parse(readFileSync(`${file}.map`, 'utf8')), pieces);
    else pieces.set('generated', [...(pieces.get('generated') ?? []), code]);
  }
  return [...pieces]
    .map(([name, texts]) => ({ name, gzip: gzipSync(texts.join(''), { level: constants.Z_BEST_COMPRESSION }).length }))
    .sort((a, b) => b.gzip - a.gzip);
}
