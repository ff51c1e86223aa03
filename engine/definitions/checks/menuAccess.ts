/**
 * A menu item must open its page for everyone it is shown to: shown to a user who may not
 * open the page, it leads to the 403 page. A rule is read as a list of ways to pass (anyOf of
 * allOf sets of permissions); the menu item passes its page when every way the item (with its
 * parents) is shown contains a way the page opens.
 */
import { lintError, type LintError } from '../lintError.ts';
import type { Access, LoadedDefinitions } from '../model.ts';
import type { MenuItem } from '../../generated/definitions.ts';
import { routeShape } from './routeShape.ts';

/** Each inner set is one way to pass; '' adds nothing (any signed-in user); public passes without a user. */
type Ways = ReadonlyArray<ReadonlySet<string>>;

const maxWays = 256;

function waysOf(access: Access | undefined): Ways | 'public' {
  if (access === undefined) return [new Set()];
  if (typeof access === 'string') return [new Set(access === '' ? [] : [access])];
  if ('public' in access) return 'public';
  if ('role' in access) return [new Set([`role:${access.role}`])];
  if ('anyOf' in access) return access.anyOf.flatMap((rule) => asWays(waysOf(rule as Access))).slice(0, maxWays);
  return access.allOf.reduce<Ways>((acc, rule) => both(acc, asWays(waysOf(rule as Access))), [new Set()]);
}

function asWays(ways: Ways | 'public'): Ways {
  return ways === 'public' ? [new Set()] : ways;
}

function both(a: Ways, b: Ways): Ways {
  return a.flatMap((x) => b.map((y) => new Set([...x, ...y]))).slice(0, maxWays);
}

function opens(shown: Ways, page: Ways | 'public'): boolean {
  if (page === 'public') return true;
  return shown.every((way) => page.some((need) => [...need].every((p) => way.has(p))));
}

function describe(access: Access | undefined): string {
  return access === undefined ? 'any signed-in user' : JSON.stringify(access);
}

export function checkMenuAccess(definitions: LoadedDefinitions): LintError[] {
  const errors: LintError[] = [];
  const pages = new Map(definitions.pages.map((page) => [routeShape(page.path), page]));
  const walk = (items: readonly MenuItem[], at: string, parent: Ways) => {
    items.forEach((item, i) => {
      const here = `${at}/${i}`;
      const shown = both(parent, asWays(waysOf(item.auth as Access | undefined)));
      const page = item.page === undefined ? undefined : pages.get(routeShape(item.page.split('?')[0]));
      if (page && !opens(shown, waysOf(page.access as Access))) {
        errors.push(
          lintError(
            'menu.json',
            here + '/auth',
            `menu item "${item.id}" is shown to users (${describe(item.auth as Access | undefined)}) who may not open its page ${page.path} (${describe(page.access as Access)})`,
            "make the item's auth at least as strict as the page's access, or widen the page's access",
          ),
        );
      }
      if (item.submenu) walk(item.submenu, here + '/submenu', shown);
    });
  };
  walk(definitions.menu.items, '/items', [new Set()]);
  return errors;
}
