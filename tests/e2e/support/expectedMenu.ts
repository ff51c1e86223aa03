/**
 * What the engine says a user's sidebar holds: the same definitions, the same profile call,
 * the same menuForUser, so the browser is compared with the engine and not with a copy.
 */
import { loadDefinitions } from '../../../engine/definitions/load.ts';
import type { LoadedDefinitions, LocaleTree } from '../../../engine/definitions/model.ts';
import { menuForUser, type VisibleMenuItem } from '../../../engine/menu/menuForUser.ts';
import { decodeProfileList } from '../../../engine/user/profile.ts';
import { readDefinitionFiles } from '../../../server/definitions/definitionFiles.ts';

let loaded: Promise<LoadedDefinitions> | undefined;
export const e2eDefinitions = () => (loaded ??= readDefinitionFiles().then(loadDefinitions));

export async function tokenFor(baseUrl: string, username: string, password = 'portal-demo'): Promise<string> {
  const response = await fetch(`${baseUrl}/sso/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

export async function profileOf(baseUrl: string, token: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/sso/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`profile: ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

export function flatten(items: readonly VisibleMenuItem[]): VisibleMenuItem[] {
  return items.flatMap((item) => [item, ...flatten(item.submenu ?? [])]);
}

export function translate(tree: LocaleTree, key: string): string {
  let node: string | LocaleTree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : key;
}

/** The entries the sidebar renders as links or sections (headings carry no data-menu-id). */
export async function expectedMenu(baseUrl: string, username: string, locale = 'en-US', path = '/dashboard/v1', password = 'portal-demo') {
  const definitions = await e2eDefinitions();
  const profile = await profileOf(baseUrl, await tokenFor(baseUrl, username, password));
  const user = {
    permissions: decodeProfileList(String(profile.permissions ?? '')),
    roles: decodeProfileList(String(profile.roles ?? '')),
    mustChangePassword: profile.must_change_password === true,
  };
  const items = flatten(menuForUser(definitions.menu, user, { path })).filter((item) => item.page || item.url || item.submenu);
  return items.map((item) => ({ id: item.id, label: item.titleKey ? translate(definitions.locales[locale], item.titleKey) : '' }));
}
