/**
 * The style switcher's colour themes: eight light brand themes (a to h) and a dark one.
 */
import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp } from './brandRamp.ts';

export const themeIds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'dark'] as const;
export type ThemeId = (typeof themeIds)[number];

/** The brand colour of each theme; the swatches of the style switcher show these. */
export const themeColours: Record<ThemeId, string> = {
  a: '#1565c0',
  b: '#6a1b9a',
  c: '#00796b',
  d: '#c62828',
  e: '#ef6c00',
  f: '#2e7d32',
  g: '#ad1457',
  h: '#37474f',
  dark: '#4f8fdb',
};

const cache = new Map<ThemeId, Theme>();

export function themeFor(id: ThemeId): Theme {
  let theme = cache.get(id);
  if (!theme) {
    const ramp = brandRamp(themeColours[id]);
    theme = id === 'dark' ? { ...createDarkTheme(ramp), colorBrandForeground1: ramp[110], colorBrandForeground2: ramp[120] } : createLightTheme(ramp);
    cache.set(id, theme);
  }
  return theme;
}

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (themeIds as readonly string[]).includes(value);
}
