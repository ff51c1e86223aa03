import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findEngineImpurities } from '../../scripts/engineImpurities.ts';

describe('engine purity check (npm run lint)', () => {
  it('finds nothing in engine/', async () => {
    expect(await findEngineImpurities()).toEqual([]);
  });

  it('catches react, node: modules, bare Node builtins and DOM globals', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'impure-'));
    mkdirSync(join(dir, 'nested'));
    writeFileSync(join(dir, 'nested', 'reads.ts'), "import { readFile } from 'node:fs/promises';\n");
    writeFileSync(join(dir, 'paths.ts'), "import { join } from 'path';\n");
    writeFileSync(join(dir, 'view.ts'), "import { useState } from 'react';\nexport const here = () => window.location.href;\n");
    writeFileSync(join(dir, 'clean.ts'), "// window is mentioned in a comment only\nexport const label = 'document';\n");
    const found = await findEngineImpurities(dir);
    const reasons = found.map((f) => `${f.file.split('/').pop()}:${f.line} ${f.reason}`).sort();
    expect(reasons).toEqual([
      'paths.ts:1 imports "path"',
      'reads.ts:1 imports "node:fs/promises"',
      'view.ts:1 imports "react"',
      'view.ts:2 uses the global "window"',
    ]);
  });
});
