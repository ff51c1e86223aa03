/** The complaint reports' answers (server/pp/ticketStatistics.ts) and the status names and colours of the ticket definition. */
import { tokens } from '@fluentui/react-components';

export interface Count {
  readonly id: number | null;
  readonly name: string | null;
  readonly count: number;
}

export interface TicketStatistic {
  readonly total: number;
  readonly status: Record<string, number>;
  readonly topic: readonly Count[];
  readonly methode: readonly Count[];
}

export interface OfficeCount {
  readonly office_id: number | null;
  readonly office: string | null;
  readonly total: number;
  readonly status: Record<string, number>;
}

/** Fluent's badge colour word (the status option's "color") as a bar colour. */
export const barColors: Record<string, string> = {
  warning: tokens.colorPaletteMarigoldBackground3,
  informative: tokens.colorPaletteBlueBorderActive,
  brand: tokens.colorBrandBackground,
  success: tokens.colorPaletteGreenBackground3,
  danger: tokens.colorPaletteRedBackground3,
  important: tokens.colorNeutralForeground1,
  severe: tokens.colorPaletteDarkOrangeBackground3,
  subtle: tokens.colorNeutralBackground5,
};
