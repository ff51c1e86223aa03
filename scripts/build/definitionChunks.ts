/**
 * The definitions as the browser loads them: linted and resolved once at build time (the same
 * loadDefinitions as the server), then cut by engine/definitions/splitByModule.ts into virtual
 * modules, so each becomes its own chunk:
 *   virtual:portal-definitions/shell          app, pages, option sets (the sign-in page needs these)
 *   virtual:portal-definitions/frame          menu, permission catalogue (fetched past sign-in)
 *   virtual:portal-definitions/module/<id>    one module's resolved resources
 *   virtual:portal-definitions/locale/<file>  one language's sign-in texts (en-US, es-ES, fr-FR)
 *   virtual:portal-definitions/locale/<file>-rest  the rest of its texts, fetched with the frame
 *   virtual:portal-definitions/loaders        a loader per module and per locale piece (dynamic imports)
 * Nothing is resolved in the browser any more, and /login fetches no module's resources. Each
 * piece is emitted as JSON.parse('...'), which engines parse faster than an object literal.
 * A broken definition fails the build with the lint's own messages. In dev, a change under
 * definitions/ reloads the page with the new pieces.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import { splitDefinitions, splitLocaleForSignIn, type SplitDefinitions } from '../../engine/definitions/splitByModule.ts';
import { definitionsDir, readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';

const PUBLIC_PREFIX = 'virtual:portal-definitions/';
const RESOLVED_PREFIX = '\0portal-definitions/';

function jsonModule(value: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}

const REST_SUFFIX = '-rest';

/** Each language in two pieces: what the sign-in page reads, and the rest (its key + "-rest"). */
function localePieces(split: SplitDefinitions): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(split.locales).flatMap(([file, tree]) => {
      const { signIn, rest } = splitLocaleForSignIn(tree);
      return [
        [file, signIn],
        [file + REST_SUFFIX, rest],
      ];
    }),
  );
}

function loadersModule(split: SplitDefinitions): string {
  const entries = (kind: 'module' | 'locale', names: string[], suffix = '') =>
    names.map((name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${PUBLIC_PREFIX}${kind}/${name}${suffix}`)}).then((m) => m.default),`).join('\n');
  const files = Object.keys(split.locales);
  return [
    `export const moduleLoaders = {\n${entries('module', Object.keys(split.modules))}\n};`,
    `export const localeLoaders = {\n${entries('locale', files)}\n};`,
    `export const restLocaleLoaders = {\n${entries('locale', files, REST_SUFFIX)}\n};`,
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
      if (name === 'definitions-frame') return jsonModule(pieces.frame);
      if (name === 'definitions-loaders') return loadersModule(pieces);
      const [, kind, key] = /^(module|locale)\/definitions-(?:module|locale)-(.+)$/.exec(name) ?? [];
      if (kind === 'module' && pieces.modules[key]) return jsonModule(pieces.modules[key]);
      const locales = localePieces(pieces);
      if (kind === 'locale' && locales[key]) return jsonModule(locales[key]);
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
