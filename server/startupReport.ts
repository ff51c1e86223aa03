/** What the server tells its operator at start: where it listens, who can sign in, what is not served yet. */
import type { MountReport } from './resources/mountResources.ts';
import type { StorageReport } from './prepareStorage.ts';

export function startupReport(url: string, storage: StorageReport, mount: MountReport, seedPassword: string, hasClient: boolean): string {
  const lines: string[] = [];
  lines.push(`Portal is running at ${url}${hasClient ? '' : ' (API only: no client build in dist/)'}`);
  lines.push(`API documentation: ${url}/api/docs`);
  if (storage.sync.created.length) lines.push(`Created tables: ${storage.sync.created.join(', ')}`);
  if (storage.sync.added.length) lines.push(`Added columns: ${storage.sync.added.join(', ')}`);
  if (storage.seed.seeded) lines.push(`Seeded demo data (${storage.seed.referenceRows.join(', ')})`);
  lines.push('');
  lines.push(`Demo sign-ins (password: ${seedPassword}${storage.seed.seeded ? '' : ', unless changed since the first start'}):`);
  const width = Math.max(8, ...storage.seed.users.map((u) => u.username.length));
  for (const user of storage.seed.users) lines.push(`  ${user.username.padEnd(width)}  ${user.role}`);
  lines.push('');
  lines.push(`Generic API: ${mount.mounted.length} endpoints mounted from the definitions, ${mount.transitions.length} workflow transitions, ${mount.dashboards.length} dashboards, ${mount.optionSources.length} option sources`);
  const problems = [...storage.sync.problems, ...mount.problems];
  if (problems.length) {
    lines.push(`Definition problems (${problems.length}):`);
    for (const problem of problems) lines.push(`  ! ${problem}`);
  }
  if (mount.pending.length) {
    lines.push(`Declared, not served yet (${mount.pending.length}):`);
    for (const pending of mount.pending) lines.push(`  - ${pending}`);
  }
  return lines.join('\n');
}
