/**
 * The Fluent theme objects, one chunk each, computed at build time (scripts/build/themeChunks.ts).
 * The entry awaits the chosen one before the first paint; a switch to another theme loads it and
 * keeps the current one on screen meanwhile (ThemeRoot).
 */
import type { Theme } from '@fluentui/react-components';
import { themeLoaders } from 'virtual:portal-themes/loaders';
import type { ThemeId } from './themes.ts';

const loaded = new Map<ThemeId, Theme>();

export function loadedTheme(id: ThemeId): Theme | undefined {
  return loaded.get(id);
}

export function loadTheme(id: ThemeId): Promise<Theme> {
  const theme = loaded.get(id);
  if (theme) return Promise.resolve(theme);
  return themeLoaders[id]().then((value) => {
    loaded.set(id, value);
    return value;
  });
}
