/**
 * The fields of one stage's assessment, inside the form confirmation ('Periksa kembali sebelum
 * mengirimkan form?'): an impact and a probability from the masters with the level they give
 * (the server works it out again), the four control findings, or the follow-up summary. Each
 * change is handed to the caller, whose copy the dialog's check and the request read.
 */
import { Badge, Field, Select, Text, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssessKind } from './dermaStages.ts';
import { useDampak, useLevels, useProbabilitas } from './dermaMasters.ts';
import { levelOfScore } from './levelColors.ts';

export type AssessValues = Record<string, string>;

const useStyles = makeStyles({
  fields: { display: 'grid', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalM },
  level: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const conclusions = ['efektif', 'kurang_efektif', 'tidak_efektif'] as const;

/** The body fields of a stage and which must be filled. */
export function assessFields(kind: AssessKind, prefix = ''): { readonly name: string; readonly required: boolean }[] {
  if (kind === 'rating') return [{ name: `${prefix}_dampak`, required: true }, { name: `${prefix}_probabilitas`, required: true }];
  if (kind === 'control')
    return [
      { name: 'kontrol_data', required: true },
      { name: 'pelaksanaan_data', required: true },
      { name: 'kesimpulan_data', required: true },
      { name: 'penyempurnaan_data', required: false },
    ];
  return [{ name: 'tindak_lanjut_summary', required: true }];
}

export const missingFields = (kind: AssessKind, prefix: string | undefined, values: AssessValues) =>
  assessFields(kind, prefix).filter((field) => field.required && !values[field.name]?.trim()).map((field) => field.name);

/** The body to send: numbers for the masters' ids, filled texts only. */
export function assessBody(kind: AssessKind, prefix: string | undefined, values: AssessValues): Record<string, string | number> {
  const body: Record<string, string | number> = {};
  for (const field of assessFields(kind, prefix)) {
    const value = values[field.name]?.trim();
    if (value) body[field.name] = kind === 'rating' ? Number(value) : value;
  }
  return body;
}

interface AssessFieldsProps {
  readonly kind: AssessKind;
  readonly prefix?: string;
  readonly tried: boolean;
  readonly onChange: (values: AssessValues) => void;
}

export function AssessFields({ kind, prefix, tried, onChange }: AssessFieldsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [shown, setShown] = useState<AssessValues>({});
  const dampak = useDampak();
  const probabilitas = useProbabilitas();
  const levels = useLevels();
  const missing = tried ? new Set(missingFields(kind, prefix, shown)) : new Set<string>();
  const set = (name: string, value: string) => {
    const next = { ...shown, [name]: value };
    setShown(next);
    onChange(next);
  };
  const required = (name: string) => (missing.has(name) ? t('derma.assess.required') : undefined);
  const state = (name: string) => (missing.has(name) ? 'error' : 'none');

  if (kind === 'rating') {
    const d = dampak?.find((row) => String(row.id) === shown[`${prefix}_dampak`]);
    const p = probabilitas?.find((row) => String(row.id) === shown[`${prefix}_probabilitas`]);
    const score = d && p ? d.nilai * p.nilai : undefined;
    const level = score !== undefined && levels ? levelOfScore(score, levels) : undefined;
    const select = (name: string, label: string, rows: typeof dampak) => (
      <Field label={t(label)} required validationState={state(name)} validationMessage={required(name)}>
        <Select name={name} value={shown[name] ?? ''} onChange={(_, data) => set(name, data.value)}>
          <option value="">{t('common.select.placeholder')}</option>
          {(rows ?? []).map((row) => (
            <option key={row.id} value={String(row.id)}>
              {row.nilai} · {row.name}
            </option>
          ))}
        </Select>
      </Field>
    );
    return (
      <div className={styles.fields}>
        {select(`${prefix}_dampak`, 'derma.risk.field.dampak', dampak)}
        {select(`${prefix}_probabilitas`, 'derma.risk.field.probabilitas', probabilitas)}
        <div className={styles.level} data-testid="derma-level-preview" aria-live="polite">
          <Text>{t('derma.risk.field.level')}:</Text>
          {level ? (
            <Badge appearance="filled" color={level.color as 'success'}>
              {level.name} ({score})
            </Badge>
          ) : (
            <Text>—</Text>
          )}
        </div>
      </div>
    );
  }

  const text = (name: string, isRequired: boolean) => (
    <Field key={name} label={t(`derma.risk.field.${name}`)} required={isRequired} validationState={state(name)} validationMessage={required(name)}>
      <Textarea name={name} resize="vertical" maxLength={2000} value={shown[name] ?? ''} onChange={(_, data) => set(name, data.value)} />
    </Field>
  );
  if (kind === 'followUp') return <div className={styles.fields}>{text('tindak_lanjut_summary', true)}</div>;
  return (
    <div className={styles.fields}>
      {text('kontrol_data', true)}
      {text('pelaksanaan_data', true)}
      <Field label={t('derma.risk.field.kesimpulan_data')} required validationState={state('kesimpulan_data')} validationMessage={required('kesimpulan_data')}>
        <Select name="kesimpulan_data" value={shown.kesimpulan_data ?? ''} onChange={(_, data) => set('kesimpulan_data', data.value)}>
          <option value="">{t('common.select.placeholder')}</option>
          {conclusions.map((value) => (
            <option key={value} value={value}>
              {t(`derma.risk.kesimpulan.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
      {text('penyempurnaan_data', false)}
    </div>
  );
}
