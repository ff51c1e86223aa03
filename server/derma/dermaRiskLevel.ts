/**
 * dermaRiskLevel: after a risk is created or assessed, each assessed stage (inheren,
 * residual_satu, residual_dua) whose impact and probability are set gets its score and level
 * from the masters, so nobody can send a level that does not follow from the map. An impact or
 * probability that names no master row is refused (422) and the write rolled back.
 */
import { resourceDb } from '../db/database.ts';
import type { Effect } from '../effects/effect.ts';
import { ApiError } from '../http/errors.ts';
import { assessedStages, levelOf, riskScore, type LevelRange } from './riskLevel.ts';

interface LevelInput {
  readonly table: string;
  readonly id: string | number;
  readonly ratings: ReadonlyArray<{ readonly stage: string; readonly dampak: number; readonly probabilitas: number }>;
}

async function nilaiOf(ctx: Parameters<Effect<LevelInput>['run']>[1], table: string, id: number, field: string): Promise<number> {
  const row = (await resourceDb(ctx.db).selectFrom(table).select('nilai').where('id', '=', id).executeTakeFirst()) as { nilai?: number } | undefined;
  if (!row) throw new ApiError('validation', `${field} tidak ditemukan`, undefined, { [field]: [`${field} tidak ditemukan`] });
  return Number(row.nilai);
}

export const dermaRiskLevel: Effect<LevelInput> = {
  name: 'dermaRiskLevel',
  inputOf(event) {
    const after = event.after;
    if (!after) return undefined;
    const ratings = assessedStages
      .map((stage) => ({ stage, dampak: after[`${stage}_dampak`], probabilitas: after[`${stage}_probabilitas`] }))
      .filter((rating) => rating.dampak != null && rating.probabilitas != null)
      .map((rating) => ({ stage: rating.stage, dampak: Number(rating.dampak), probabilitas: Number(rating.probabilitas) }));
    return ratings.length ? { table: event.model.table, id: event.recordId, ratings } : undefined;
  },
  async run(input, ctx) {
    const db = resourceDb(ctx.db);
    const levels = (await db.selectFrom('derma_level').select(['id', 'min_score', 'max_score']).where('status', '=', 1).execute()) as unknown as LevelRange[];
    const values: Record<string, unknown> = {};
    for (const rating of input.ratings) {
      const score = riskScore(
        await nilaiOf(ctx, 'derma_dampak', rating.dampak, `${rating.stage}_dampak`),
        await nilaiOf(ctx, 'derma_probabilitas', rating.probabilitas, `${rating.stage}_probabilitas`),
      );
      values[`${rating.stage}_score`] = score;
      values[`${rating.stage}_level`] = levelOf(score, levels) ?? null;
    }
    await db.updateTable(input.table).set(values).where('id', '=', input.id).execute();
  },
  check: (resource) =>
    assessedStages.every((stage) => ['dampak', 'probabilitas', 'score', 'level'].every((part) => resource.fields.properties[`${stage}_${part}`]))
      ? undefined
      : 'needs the fields <stage>_dampak, _probabilitas, _score and _level of inheren, residual_satu and residual_dua',
};
