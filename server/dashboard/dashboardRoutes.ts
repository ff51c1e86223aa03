/**
 * Every dashboard page's endpoint (view kind 'dashboard'), served from its declared counters:
 * guarded by the page's own access, answering { data: { <group id>: { <counter key>: n } } },
 * the shape renderer/generic/DashboardScreen.tsx reads. A counter without `count` (or one that
 * cannot be counted as declared) answers null, never a made-up 0; the latter is reported.
 */
import type { FastifyInstance } from 'fastify';
import type { LoadedDefinitions, LoadedPage } from '../../engine/definitions/model.ts';
import type { Access } from '../../engine/permissions/evaluate.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { countRows, counterProblem, type PlannedCounter } from './counterQuery.ts';

export interface DashboardReport {
  /** "GET /sso/support/dashboard/all (/apps/support/panel)" */
  readonly dashboards: string[];
  readonly pending: string[];
  readonly problems: string[];
}

type DashboardPage = LoadedPage & { view: Extract<NonNullable<LoadedPage['view']>, { kind: 'dashboard' }> };

const isDashboard = (page: LoadedPage): page is DashboardPage => page.view?.kind === 'dashboard';
const toRoutePath = (path: string) => path.replace(/\{(\w+)\??\}/g, ':$1');

/** The countable counters, grouped by the resource they count. */
function plan(page: DashboardPage, models: ReadonlyMap<string, StorageModel>, report: DashboardReport): Map<string, PlannedCounter[]> {
  const byResource = new Map<string, PlannedCounter[]>();
  for (const group of page.view.groups) {
    for (const counter of group.counters) {
      const where = `${page.path}: counter ${group.id}.${counter.key}`;
      if (!counter.count) {
        report.pending.push(`${where} declares no count; answers null`);
        continue;
      }
      const problem = counterProblem(models.get(counter.count.resource), counter.count);
      if (problem) {
        report.problems.push(`${where}: ${problem}; answers null`);
        continue;
      }
      const list = byResource.get(counter.count.resource) ?? [];
      list.push({ group: group.id, key: counter.key, count: counter.count });
      byResource.set(counter.count.resource, list);
    }
  }
  return byResource;
}

export function installDashboards(app: FastifyInstance, db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>, report: DashboardReport): void {
  for (const page of definitions.pages.filter(isDashboard)) {
    const { endpoint, groups } = page.view;
    const where = `${endpoint.method} ${endpoint.path} (${page.path})`;
    const planned = plan(page, models, report);
    try {
      app.route({
        method: endpoint.method,
        url: toRoutePath(endpoint.path),
        onRequest: accessGuard(app, db, page.access as Access),
        handler: async () => {
          const data: Record<string, Record<string, number | null>> = {};
          for (const group of groups) data[group.id] = Object.fromEntries(group.counters.map((c) => [c.key, null]));
          for (const [resource, counters] of planned) {
            const counts = await countRows(db, models.get(resource)!, counters);
            counters.forEach((counter, i) => (data[counter.group][counter.key] = counts[i]));
          }
          return { data };
        },
      });
    } catch (error) {
      report.problems.push(`dashboard ${where}: not mounted (${(error as Error).message})`);
      continue;
    }
    report.dashboards.push(where);
  }
}
