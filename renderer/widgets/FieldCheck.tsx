/**
 * A field's remote check (x-check), under the field: a moment after the value changes, the
 * check's endpoint is asked about it (path placeholders and `params` filled from the record, the
 * field's own value for a placeholder that names no field) and its answer shown in the spec's
 * words: 'Nomor peserta valid' in green, 'Nomor peserta invalid' in red. Fields the answer
 * carries (the participant's name) are filled in; with clearOnInvalid a refused value is
 * cleared and the message stays. A check with a generator (clientChecks) offers a button that
 * asks the server for a value, which is then checked like a typed one.
 */
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissCircleRegular, SparkleRegular } from '@fluentui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckName } from '../../engine/registryKeys.ts';
import { reportFailure } from '../data/requestFailure.ts';
import { ApiError, apiJson } from '../session/apiClient.ts';
import { clientChecks } from './fieldChecks.ts';
import { widgetFormContext } from './widgetFormContext.ts';

interface CheckSpec {
  readonly check: CheckName;
  readonly endpoint: { readonly method: string; readonly path: string };
  readonly params?: readonly string[];
  readonly valid?: string;
  readonly invalid?: string;
  readonly clearOnInvalid?: boolean;
}

interface CheckAnswer {
  readonly valid?: boolean;
  readonly message?: string;
  readonly data?: Readonly<Record<string, unknown>> | null;
}

const CHECK_DELAY_MS = 500;

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: '24px' },
  valid: { color: tokens.colorPaletteGreenForeground1, display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  invalid: { color: tokens.colorPaletteRedForeground1, display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});

const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

function checkUrl(spec: CheckSpec, field: string, value: string, values: Readonly<Record<string, unknown>>): string {
  const path = spec.endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(name !== field && filled(values[name]) ? values[name] : value)));
  const query = new URLSearchParams();
  for (const param of spec.params ?? []) {
    const given = param === field ? value : values[param];
    if (filled(given)) query.set(param, String(given));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

export function FieldCheck(props: WidgetProps) {
  const { schema, name, value, onChange, registry, disabled, readonly } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const context = widgetFormContext(props);
  const spec = (schema as Record<string, unknown>)['x-check'] as CheckSpec;
  const generator = clientChecks[spec.check]?.generate;
  const [answer, setAnswer] = useState<{ valid: boolean; message: string }>();
  const [busy, setBusy] = useState(false);
  // The value the record was opened with, or the last one checked: not asked about again.
  const checked = useRef<string>(filled(value) ? String(value) : '');
  // The record is read when a check runs or a value is generated: this part never redraws for another field's key.
  const currentValues = () => context?.store.getState().values ?? {};

  useEffect(() => {
    const text = filled(value) ? String(value).trim() : '';
    if (text === '' || text === checked.current) return;
    const timer = setTimeout(async () => {
      checked.current = text;
      setBusy(true);
      try {
        const reply = await apiJson<CheckAnswer>(checkUrl(spec, name, text, currentValues()));
        const valid = reply?.valid === true;
        setAnswer({ valid, message: reply?.message ?? (valid ? spec.valid : spec.invalid) ?? '' });
        const known = (registry.rootSchema.properties ?? {}) as Record<string, unknown>;
        const carried = Object.entries(reply?.data ?? {}).filter(([key]) => key !== name && Object.hasOwn(known, key));
        // The form context's record may be a change behind: the checked value is written with what it carried.
        if (valid && carried.length && context) context.patch({ ...Object.fromEntries(carried), [name]: text });
        if (!valid && spec.clearOnInvalid) {
          checked.current = '';
          onChange(undefined);
        }
      } catch (error) {
        const message = error instanceof ApiError ? error.messages[0] : undefined;
        setAnswer({ valid: false, message: message ?? spec.invalid ?? '' });
      } finally {
        setBusy(false);
      }
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
    // Only a new value of this field starts a check; the spec and the record are read when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const generate = async () => {
    if (!generator) return;
    const query = new URLSearchParams();
    const values = currentValues();
    for (const [param, field] of Object.entries(generator.params)) if (filled(values[field])) query.set(param, String(values[field]));
    setBusy(true);
    try {
      const reply = await apiJson<{ data?: { number?: string } }>(`${generator.path}?${query.toString()}`);
      if (reply?.data?.number) onChange(reply.data.number);
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.row} aria-live="polite">
      {generator && (
        <Button size="small" icon={<SparkleRegular />} disabled={disabled || readonly || busy} onClick={() => void generate()}>
          {t(generator.labelKey)}
        </Button>
      )}
      {busy ? (
        <Spinner size="extra-tiny" label={t('common.list.loading')} />
      ) : answer ? (
        <Text role="status" className={answer.valid ? styles.valid : styles.invalid} data-check={answer.valid ? 'valid' : 'invalid'}>
          {answer.valid ? <CheckmarkCircleRegular aria-hidden /> : <DismissCircleRegular aria-hidden />}
          {answer.message}
        </Text>
      ) : null}
    </div>
  );
}
