/**
 * The server's named option sources (engine/registryKeys.ts optionSourceNames), answered at
 * GET /sso/options/{source} when a definition names a source without its own endpoint. The
 * Record type makes the typecheck fail when a name is added to the registry keys without an
 * entry here; `null` says "declared, not available yet" and is listed in the startup report.
 */
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { OptionSourceName } from '../../engine/registryKeys.ts';
import type { OptionNode } from '../../engine/wire/optionItem.ts';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { accountNames } from './accountSources.ts';
import { auditStatus } from '../audit/auditStatusSource.ts';
import { distinctValuesSource, masterSource } from './columnSources.ts';
import { optionTree, treeColumns } from './optionTree.ts';
import { dispositionHashtags, dispositionPositions, dispositionPriority, subDepartments } from './dispositionSources.ts';
import { directorDepartments, dispositionGroup } from './organisationSources.ts';
import { supportPic, supportStatus, supportType } from './supportSources.ts';

export interface OptionSourceContext {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
}

/** The call: its query (`?type=`, `?position=`) and the signed-in user. */
export interface OptionSourceRequest {
  readonly query: Record<string, unknown>;
  readonly principal?: Principal;
}

export interface OptionSource {
  /** why it cannot answer with these definitions (its table is missing), or undefined */
  check?(ctx: OptionSourceContext): string | undefined;
  answer(ctx: OptionSourceContext, request: OptionSourceRequest): Promise<OptionNode[]>;
}

/** A tree from a self-referencing master resource. */
function treeSource(resource: string): OptionSource {
  return {
    check: ({ models }) => {
      const model = models.get(resource);
      if (!model) return `resource "${resource}" is not declared or has no table`;
      const missing = treeColumns.filter((field) => !model.columnOf(field));
      return missing.length ? `resource "${resource}" lacks ${missing.join(', ')}` : undefined;
    },
    answer: ({ db, models }) => optionTree(db, models.get(resource)!),
  };
}

/** app.json constants.years ({ from, to }): the years a year select offers (2019 to 2026). */
const years: OptionSource = {
  check: ({ definitions }) => (yearRange(definitions) ? undefined : 'app.json constants.years { from, to } is missing'),
  answer: async ({ definitions }) => {
    const { from, to } = yearRange(definitions)!;
    return Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: String(from + i) }));
  },
};

function yearRange(definitions: LoadedDefinitions): { from: number; to: number } | undefined {
  const range = definitions.app.constants?.years as { from?: unknown; to?: unknown } | undefined;
  const { from, to } = range ?? {};
  return Number.isInteger(from) && Number.isInteger(to) && (from as number) <= (to as number) ? { from: from as number, to: to as number } : undefined;
}

export function optionSourceRegistry(): Record<OptionSourceName, OptionSource | null> {
  return {
    archiveClassification: treeSource('archive_classification'),
    archiveLocation: treeSource('archive_location'),
    years,
    accountNames,
    auditStatus,
    directorDepartments,
    supportPic,
    supportStatus,
    supportType,
    dispositionGroup,
    dispositionPositions,
    dispositionHashtags,
    dispositionPriority,
    subDepartments,
    // Employers (pemberi kerja) are the client master; provinces and cities have no reference
    // list in the spec, so they offer the values the participant data already holds.
    kepesertaanCity: distinctValuesSource('info_peserta', 'kota'),
    kepesertaanPk: masterSource('client', 'code', 'name'),
    kepesertaanProvince: distinctValuesSource('info_peserta', 'provinsi'),
  };
}
