/**
 * The risk map's arithmetic, shared by the level effect, the demo seed and the statistics: a
 * stage's score is the impact's nilai times the probability's nilai (1 to 25), and its level is
 * the active level master row whose score range holds it.
 */
export const assessedStages = ['inheren', 'residual_satu', 'residual_dua'] as const;
export type AssessedStage = (typeof assessedStages)[number];

export interface LevelRange {
  readonly id: number;
  readonly min_score: number;
  readonly max_score: number;
}

export const riskScore = (dampakNilai: number, probabilitasNilai: number): number => dampakNilai * probabilitasNilai;

/** The level of a score; undefined when no range holds it (a gap left in the master). */
export function levelOf(score: number, levels: readonly LevelRange[]): number | undefined {
  return levels.find((level) => level.min_score <= score && score <= level.max_score)?.id;
}
