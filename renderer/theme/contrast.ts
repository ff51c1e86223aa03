/**
 * WCAG 2 contrast between two colours (#rrggbb), and the colour pairs of a Fluent theme the
 * portal puts text on: every theme must give each pair at least AA's 4.5:1 (themes.ts).
 */
import type { Theme } from '@fluentui/react-components';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.039_28 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', '').slice(0, 6), 16);
  return 0.2126 * channel((value >> 16) & 255) + 0.7152 * channel((value >> 8) & 255) + 0.0722 * channel(value & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** AA for normal text. */
export const minimumContrast = 4.5;

type ColourToken = keyof Theme & `color${string}`;

/**
 * Text token on background token, as the shell and Fluent's controls use them: white on the brand
 * (header, primary buttons, brand avatars, their hover and pressed states), brand text on the
 * page, on cards and on the selected menu entry, links.
 */
export const textPairs: ReadonlyArray<readonly [text: ColourToken, background: ColourToken]> = [
  ['colorNeutralForegroundOnBrand', 'colorBrandBackground'],
  ['colorNeutralForegroundOnBrand', 'colorBrandBackgroundHover'],
  ['colorNeutralForegroundOnBrand', 'colorBrandBackgroundPressed'],
  ['colorNeutralForegroundOnBrand', 'colorBrandBackgroundStatic'],
  ['colorNeutralForegroundOnBrand', 'colorBrandBackgroundSelected'],
  ['colorBrandForeground1', 'colorBrandBackground2'],
  ['colorBrandForeground2', 'colorBrandBackground2'],
  ['colorBrandForeground1', 'colorNeutralBackground1'],
  ['colorBrandForeground1', 'colorNeutralBackground2'],
  ['colorBrandForeground1', 'colorNeutralBackground3'],
  ['colorBrandForegroundLink', 'colorNeutralBackground1'],
  ['colorBrandForegroundLinkHover', 'colorNeutralBackground1'],
  ['colorCompoundBrandForeground1', 'colorNeutralBackground1'],
  ['colorNeutralForeground2BrandSelected', 'colorNeutralBackground1'],
  ['colorNeutralForeground3', 'colorNeutralBackground2'],
  ['colorNeutralForeground3', 'colorNeutralBackground3'],
];

/** The pairs of `theme` under `minimum` (AA), as "text on background: ratio" lines (empty when all pass). */
export function failingPairs(theme: Theme, minimum = minimumContrast): string[] {
  return textPairs
    .map(([text, background]) => ({ text, background, ratio: contrastRatio(String(theme[text]), String(theme[background])) }))
    .filter(({ ratio }) => ratio < minimum)
    .map(({ text, background, ratio }) => `${text} ${String(theme[text])} on ${background} ${String(theme[background])}: ${ratio.toFixed(2)}`);
}
