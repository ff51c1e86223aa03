/**
 * GET /sso/options/{source}: the named option sources, for any signed-in user (options are
 * labels to choose from, not records; the records themselves keep their own permissions).
 * Answers { data: [{ value, label, children? }] }, the shape renderer/data/optionItems.ts reads.
 * A source that is declared but not implemented answers 501 and is listed at start.
 */
import type { FastifyInstance } from 'fastify';
import { optionSourceNames, type OptionSourceName } from '../../engine/registryKeys.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import { ApiError, notFound } from '../http/errors.ts';
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
  app.get(optionsPath, { onRequest: accessGuard(app, ctx.db, '') }, async (request) => {
    const { source } = request.params as { source: string };
    if (!isSourceName(source)) throw notFound(`Unknown option source: ${source.slice(0, 60)}`);
    const handler = usable.get(source);
    if (!handler) throw new ApiError('not_implemented', `Option source ${source} is not available yet`);
    return { data: await handler.answer(ctx) };
  });
}
