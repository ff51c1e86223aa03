/**
 * The definitions as the browser loads them: linted and resolved once at build time (the same
 * loadDefinitions as the server), then cut by engine/definitions/splitByModule.ts into virtual
 * modules, so each becomes its own chunk:
 *   virtual:portal-definitions/shell          app, menu, permissions, pages, option sets
 *   virtual:portal-definitions/module/<id>    one module's resolved resources
 *   virtual:portal-definitions/locale/<file>  one language's texts (en-US, es-ES, fr-FR)
 *   virtual:portal-definitions/loaders        a loader per module and per locale (dynamic imports)
 * Nothing is resolved in the browser any more, and /login fetches no module's resources. Each
 * piece is emitted as JSON.parse('...'), which engines parse faster than an object literal.
 * A broken definition fails the build with the lint's own messages. In dev, a change under
 * definitions/ reloads the page with the new pieces.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import { splitDefinitions, type SplitDefinitions } from '../../engine/definitions/splitByModule.ts';
import { definitionsDir, readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';

const PUBLIC_PREFIX = 'virtual:portal-definitions/';
const RESOLVED_PREFIX = '\0portal-definitions/';

function jsonModule(value: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}

function loadersModule(split: SplitDefinitions): string {
  const entries = (kind: 'module' | 'locale', names: string[]) =>
    names.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${PUBLIC_PREFIX}${kind}/${name}`)}).then((m) => m.default),`).join('\n');
  return [
    `export const moduleLoaders = {\n${entries('module', Object.keys(split.modules))}\n};`,
    `export const localeLoaders = {\n${entries('locale', Object.keys(split.locales))}\n};`,
    '',
  ].join('\n');
}

export function definitionChunksPlugin(): Plugin {
  let split: Promise<SplitDefinitions> | undefined;
  const current = () => (split ??= readDefinitionFiles().then((files) => splitDefinitions(loadDefinitions(files))));
  return {
    name: 'portal-definition-chunks',
    resolveId(id) {
      if (!id.startsWith(PUBLIC_PREFIX)) return undefined;
      const name = id.slice(PUBLIC_PREFIX.length);
      // The last segment names the chunk: assets/definitions-module-admin-<hash>.js, definitions-locale-en-US-<hash>.js.
      const piece = /^(module|locale)\/(.+)$/.exec(name);
      return RESOLVED_PREFIX + (piece ? `${piece[1]}/definitions-${piece[1]}-${piece[2]}` : `definitions-${name}`);
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_PREFIX.length);
      const pieces = await current();
      if (name === 'definitions-shell') return jsonModule(pieces.shell);
      if (name === 'definitions-loaders') return loadersModule(pieces);
      const [, kind, key] = /^(module|locale)\/definitions-(?:module|locale)-(.+)$/.exec(name) ?? [];
      if (kind === 'module' && pieces.modules[key]) return jsonModule(pieces.modules[key]);
      if (kind === 'locale' && pieces.locales[key]) return jsonModule(pieces.locales[key]);
      this.error(`Unknown definitions piece ${name}`);
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(definitionsDir);
      server.watcher.on('all', (_event, path) => {
        if (!path.startsWith(definitionsDir)) return;
        split = undefined;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (module.id?.startsWith(RESOLVED_PREFIX)) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}
