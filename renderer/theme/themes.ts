/**
 * The style switcher's colour themes: eight light brand themes (a to h) and a dark one.
 */
import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { brandRamp, darker } from './brandRamp.ts';
import { failingPairs } from './contrast.ts';

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

function fromBrand(id: ThemeId, brand: string): Theme {
  const ramp = brandRamp(brand);
  return id === 'dark' ? { ...createDarkTheme(ramp), colorBrandForeground1: ramp[110], colorBrandForeground2: ramp[120] } : createLightTheme(ramp);
}

/**
 * The theme built from the declared colour, darkened step by step until white text on the brand
 * and brand text on the page reach AA (contrast.ts): a bright orange or green stays recognisably
 * itself, only deeper. Most themes pass at the first step.
 */
export function themeFor(id: ThemeId): Theme {
  let theme = cache.get(id);
  if (!theme) {
    for (let step = 0; step <= 50; step++) {
      theme = fromBrand(id, darker(themeColours[id], step / 100));
      // A little above 4.5: browsers and axe round the colours they blend a shade differently.
      if (failingPairs(theme, 4.6).length === 0) break;
    }
    cache.set(id, theme!);
  }
  return theme!;
}

export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && (themeIds as readonly string[]).includes(value);
}
