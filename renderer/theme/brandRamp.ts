/**
 * A Fluent brand ramp (16 shades, 10 darkest to 160 lightest, 80 the brand colour itself)
 * computed from one colour, so each style-switcher theme is declared by a single hex value.
 */
import type { BrandVariants } from '@fluentui/react-components';

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(from: Rgb, to: Rgb, amount: number): string {
  const channel = (i: number) => Math.round(from[i] + (to[i] - from[i]) * amount).toString(16).padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** `hex` mixed with black by `amount` (0 leaves it as it is). */
export function darker(hex: string, amount: number): string {
  return amount === 0 ? hex : mix(parse(hex), [0, 0, 0], amount);
}

const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

export function brandRamp(hex: string): BrandVariants {
  const base = parse(hex);
  const ramp: Record<number, string> = {};
  for (const shade of SHADES) {
    if (shade < 80) ramp[shade] = mix(base, [0, 0, 0], ((80 - shade) / 70) * 0.8);
    else if (shade === 80) ramp[shade] = hex.toLowerCase();
    else ramp[shade] = mix(base, [255, 255, 255], ((shade - 80) / 80) * 0.9);
  }
  return ramp as unknown as BrandVariants;
}
