/**
 * engine/ runs in the browser and in Node alike, so it may import neither React, the DOM nor a
 * Node-only module. Part of `npm run lint`; the engine purity test asserts the same.
 */
import { findEngineImpurities } from './engineImpurities.ts';

const found = await findEngineImpurities();
for (const f of found) console.error(`${f.file}:${f.line}: ${f.reason}`);
if (found.length) {
  console.error(`engine/ must stay pure TypeScript: ${found.length} forbidden import${found.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.log('engine/ imports: pure (no react, react-dom, DOM or node: modules)');
