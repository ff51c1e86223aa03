/**
 * The hand-written calls of the small modules: the customer-service report (cs), the blast
 * statistic (messaging), the demo guidelines' documents (pedoman) and the public pages' calls
 * (digital signature, password reset, shared documents). Each answers why it mounted nothing.
 */
import { installCsRoutes } from '../cs/csReport.ts';
import { installMessagingRoutes } from '../messaging/messagingStatistic.ts';
import { attachDemoFiles } from '../pedoman/pedomanDemoFiles.ts';
import { installPublicRoutes } from '../public/publicRoutes.ts';
import type { ModuleRouteContext } from './moduleRoutes.ts';

export async function installMiscRoutes({ app, db, models, files, loginLimits }: ModuleRouteContext): Promise<string | undefined> {
  const problems = [installCsRoutes(app, db, models), installMessagingRoutes(app, db, models)];
  const pedoman = models.get('pedoman_document');
  if (pedoman) await attachDemoFiles(db, pedoman, files);
  // The same per-address limits as the sign-in.
  problems.push(installPublicRoutes(app, { db, models, files, limits: loginLimits }));
  const said = problems.filter((problem): problem is string => typeof problem === 'string');
  return said.length ? said.join('; ') : undefined;
}
