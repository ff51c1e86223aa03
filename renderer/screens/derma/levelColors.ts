/** A level's badge colour word (derma_level.color) as a fill for the risk map and the charts. */
import { tokens } from '@fluentui/react-components';

export const levelFill: Record<string, string> = {
  success: tokens.colorPaletteGreenBackground2,
  warning: tokens.colorPaletteYellowBackground2,
  danger: tokens.colorPaletteRedBackground2,
  severe: tokens.colorPaletteRedBackground3,
};

/** Text on a fill: the strongest fill takes white. */
export const levelInk: Record<string, string> = { severe: tokens.colorNeutralForegroundOnBrand };

/** Chart bars paint in SVG: plain colour values. */
export const levelBar: Record<string, string> = {
  success: '#107c10',
  warning: '#c19c00',
  danger: '#d13438',
  severe: '#750b1c',
};

export interface LevelRow {
  readonly id: number;
  readonly name: string;
  readonly color: string;
  readonly min_score: number;
  readonly max_score: number;
}

export const levelOfScore = (score: number, levels: readonly LevelRow[]) => levels.find((level) => level.min_score <= score && score <= level.max_score);
