/**
 * The risk pages of /apps/derma/risk_management/<segment>: which records each lists (the risk's
 * status, i.e. the stage it waits at) and which assessment it takes (the risk's workflow
 * transition and the kind of fields it asks for). Identification lists every risk and creates them.
 */
export type AssessKind = 'rating' | 'control' | 'followUp';

export interface StagePage {
  /** the status the list opens on; none: every risk */
  readonly status?: string;
  readonly transition?: string;
  readonly kind?: AssessKind;
  /** the field prefix of a rating stage: inheren, residual_satu, residual_dua */
  readonly prefix?: string;
}

export const stagePages: Readonly<Record<string, StagePage>> = {
  identifikasi_risiko: {},
  penilaian_inheren: { status: 'inheren', transition: 'nilai_inheren', kind: 'rating', prefix: 'inheren' },
  efektifitas_pengendalian: { status: 'pengendalian', transition: 'nilai_pengendalian', kind: 'control' },
  penilaian_residual_satu: { status: 'residual_satu', transition: 'nilai_residual_satu', kind: 'rating', prefix: 'residual_satu' },
  tindak_lanjut: { status: 'tindak_lanjut', transition: 'nilai_tindak_lanjut', kind: 'followUp' },
  penilaian_residual_dua: { status: 'residual_dua', transition: 'nilai_residual_dua', kind: 'rating', prefix: 'residual_dua' },
};

export const riskResourceId = 'derma_risk';
export const riskPageSizes = [6, 15, 30, 60, 100] as const;
