/** The badge colour an option declares, as a bar's fill (the chart's bars match the table's badges). */
import { tokens } from '@fluentui/react-components';

const fills: Record<string, string> = {
  brand: tokens.colorBrandBackground,
  warning: tokens.colorPaletteDarkOrangeBackground3,
  success: tokens.colorPaletteGreenBackground3,
  danger: tokens.colorPaletteRedBackground3,
  informative: tokens.colorNeutralForeground3,
};

export const fillOf = (color: string | undefined) => fills[color ?? 'brand'] ?? tokens.colorBrandBackground;
