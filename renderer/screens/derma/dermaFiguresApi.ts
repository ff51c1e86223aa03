/** The risk figures' answers (server/derma/dermaFigures.ts) and their filters in the address. */
import { tokens } from '@fluentui/react-components';
import type { LevelRow } from './levelColors.ts';

export interface Count {
  readonly count: number;
}

export interface HomeFigures {
  readonly total: number;
  readonly byStatus: ReadonlyArray<Count & { readonly status: string }>;
  readonly matrix: ReadonlyArray<Count & { readonly dampak: number; readonly probabilitas: number }>;
  readonly byLevel: ReadonlyArray<Count & { readonly level: number }>;
  readonly levels: readonly LevelRow[];
  readonly dampak: ReadonlyArray<{ readonly id: number; readonly name: string; readonly nilai: number }>;
  readonly probabilitas: ReadonlyArray<{ readonly id: number; readonly name: string; readonly nilai: number }>;
}

export type ReportRow = Readonly<Record<string, string | number | null>>;

export interface ReportFigures {
  readonly name: string;
  readonly levels: readonly LevelRow[];
  readonly rows: readonly ReportRow[];
}

export const figureKeys = ['year', 'office'] as const;

export function figuresPath(base: string, params: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of figureKeys) if (params.get(key)) query.set(key, params.get(key) as string);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

/** The stages in their order, with the badge colour of the risk's status option. */
export const stageOrder = ['inheren', 'pengendalian', 'residual_satu', 'tindak_lanjut', 'residual_dua', 'selesai'] as const;

export const stageBar: Record<string, string> = {
  inheren: '#0f6cbd',
  pengendalian: '#4f6bed',
  residual_satu: '#c19c00',
  tindak_lanjut: '#242424',
  residual_dua: '#da3b01',
  selesai: '#107c10',
};

export const stageBorder: Record<string, string> = {
  inheren: tokens.colorBrandBackground,
  pengendalian: tokens.colorPaletteBlueBorderActive,
  residual_satu: tokens.colorPaletteMarigoldBackground3,
  tindak_lanjut: tokens.colorNeutralForeground1,
  residual_dua: tokens.colorPaletteDarkOrangeBackground3,
  selesai: tokens.colorPaletteGreenBackground3,
};
