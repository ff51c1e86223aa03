/**
 * The definitions as the browser loads them: linted and resolved once at build time (the same
 * loadDefinitions as the server), then cut by engine/definitions/splitByModule.ts into virtual
 * modules, so each becomes its own chunk:
 *   virtual:portal-definitions/shell          app, pages, option sets (the sign-in page needs these)
 *   virtual:portal-definitions/frame          menu, permission catalogue (fetched past sign-in)
 *   virtual:portal-definitions/module/<id>    one module's resolved resources
 *   virtual:portal-definitions/locale/<file>  one language's sign-in texts (en-US, es-ES, fr-FR)
 *   virtual:portal-definitions/locale/<file>-rest  its texts of every page past sign-in (the frame's)
 *   virtual:portal-definitions/locale/<file>-area-<module>  a module's own texts, with its pages
 *   virtual:portal-definitions/loaders        a loader per module and per locale piece (dynamic imports)
 *   virtual:portal-definitions/area-loaders   a loader per language and module area, fetched past sign-in
 * Nothing is resolved in the browser any more, and /login fetches no module's resources. Each
 * piece is emitted as JSON.parse('...'), which engines parse faster than an object literal.
 * A broken definition fails the build with the lint's own messages. In dev, a change under
 * definitions/ reloads the page with the new pieces.
 */
import type { Plugin, ViteDevServer } from 'vite';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import { splitDefinitions, splitLocale, type SplitDefinitions } from '../../engine/definitions/splitByModule.ts';
import { definitionsDir, readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';

const PUBLIC_PREFIX = 'virtual:portal-definitions/';
const RESOLVED_PREFIX = '\0portal-definitions/';

function jsonModule(value: unknown): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(value))});\n`;
}

const REST_SUFFIX = '-rest';
const AREA_INFIX = '-area-';

/** Each language in pieces: what the sign-in page reads, the frame's (its key + "-rest"), and each module area's. */
function localePieces(split: SplitDefinitions): Record<string, unknown> {
  const moduleIds = split.shell.modules.map((module) => module.id);
  return Object.fromEntries(
    Object.entries(split.locales).flatMap(([file, tree]) => {
      const { signIn, frame, areas } = splitLocale(tree, moduleIds);
      return [[file, signIn], [file + REST_SUFFIX, frame], ...Object.entries(areas).map(([area, texts]) => [`${file}${AREA_INFIX}${area}`, texts])];
    }),
  );
}

function loadersModule(split: SplitDefinitions): string {
  const loader = (kind: 'module' | 'locale', name: string) => `() => import(${JSON.stringify(`${PUBLIC_PREFIX}${kind}/${name}`)}).then((m) => m.default)`;
  const entries = (kind: 'module' | 'locale', names: string[], suffix = '') => names.map((name) => `  ${JSON.stringify(name)}: ${loader(kind, name + suffix)},`).join('\n');
  const files = Object.keys(split.locales);
  return [
    `export const moduleLoaders = {\n${entries('module', Object.keys(split.modules))}\n};`,
    `export const localeLoaders = {\n${entries('locale', files)}\n};`,
    `export const restLocaleLoaders = {\n${entries('locale', files, REST_SUFFIX)}\n};`,
    '',
  ].join('\n');
}

/** The module areas' loaders: a module of their own, fetched past sign-in only (/login reads no area). */
function areaLoadersModule(split: SplitDefinitions): string {
  const loader = (name: string) => `() => import(${JSON.stringify(`${PUBLIC_PREFIX}locale/${name}`)}).then((m) => m.default)`;
  const moduleIds = split.shell.modules.map((module) => module.id);
  const perFile = Object.keys(split.locales).map((file) => {
    const areas = Object.keys(splitLocale(split.locales[file], moduleIds).areas);
    return `  ${JSON.stringify(file)}: {\n${areas.map((area) => `    ${JSON.stringify(area)}: ${loader(`${file}${AREA_INFIX}${area}`)},`).join('\n')}\n  },`;
  });
  return `export const areaLocaleLoaders = {\n${perFile.join('\n')}\n};\n`;
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
      if (name === 'definitions-area-loaders') return areaLoadersModule(pieces);
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
