/**
 * GET /sso/options/{source}: the named option sources, for any signed-in user (options are
 * labels to choose from, not records; the records themselves keep their own permissions).
 * Answers { data: OptionNode[] } (engine/wire/optionItem.ts), the shape the renderer reads.
 * A source that is declared but not implemented answers 501 and is listed at start. A source a
 * definition gives its own endpoint (GET /sso/kepesertaan/pk-option) answers there too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionSourceNames, type OptionSourceName } from '../../engine/registryKeys.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import { ApiError, notFound } from '../http/errors.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { OptionSource, OptionSourceContext } from './optionSources.ts';

export const optionsPath = '/sso/options/:source';

export interface OptionSourceReport {
  readonly optionSources: string[];
  readonly pending: string[];
  readonly problems: string[];
}

const isSourceName = (name: string): name is OptionSourceName => (optionSourceNames as readonly string[]).includes(name);

export function installOptionSources(app: FastifyInstance, ctx: OptionSourceContext, registry: Record<OptionSourceName, OptionSource | null>, report: OptionSourceReport): void {
  const usable = new Map<OptionSourceName, OptionSource>();
  for (const name of optionSourceNames) {
    const source = registry[name];
    const where = `option source "${name}" GET /sso/options/${name}`;
    if (!source) {
      report.pending.push(`${where}: not available yet (answers 501)`);
      continue;
    }
    const problem = source.check?.(ctx);
    if (problem) {
      report.problems.push(`${where}: ${problem}; answers 501`);
      continue;
    }
    usable.set(name, source);
    report.optionSources.push(name);
  }
  const answer = async (source: string, request: FastifyRequest) => {
    if (!isSourceName(source)) throw notFound(`Unknown option source: ${source.slice(0, 60)}`);
    const handler = usable.get(source);
    if (!handler) throw new ApiError('not_implemented', `Option source ${source} is not available yet`);
    // A declared path's own parameters (/master/sub-department/{department_id}) count as query values.
    const query = { ...((request.query ?? {}) as Record<string, unknown>), ...((request.params ?? {}) as Record<string, unknown>) };
    return { data: await handler.answer(ctx, { query, principal: request.principal ?? undefined }) };
  };
  app.get(optionsPath, { onRequest: accessGuard(app, ctx.db, '') }, async (request) => answer((request.params as { source: string }).source, request));
  for (const [path, source] of declaredEndpoints(ctx.definitions)) {
    // A path a resource already serves (its list) keeps its own answer.
    if (app.hasRoute({ method: 'GET', url: path })) continue;
    app.get(path, { onRequest: accessGuard(app, ctx.db, '') }, (request) => answer(source, request));
  }
}

/** GET endpoints the definitions give their named option sources (x-options and list filters). */
export function declaredEndpoints(definitions: LoadedDefinitions): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (options: unknown) => {
    const { source, endpoint } = (options ?? {}) as { source?: string; endpoint?: { method: string; path: string } };
    if (source && endpoint?.method === 'GET') found.set(endpoint.path.replace(/\{([^}]+)\}/g, ':$1'), source);
  };
  for (const resource of Object.values(definitions.resources)) {
    for (const field of Object.values(resource.fields.properties)) visit(field['x-options']);
    for (const filter of resource.list?.filters ?? []) visit(filter.options);
  }
  return found;
}
