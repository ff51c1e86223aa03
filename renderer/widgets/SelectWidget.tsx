import { Dropdown, Option, Spinner, makeStyles } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { findOption, optionKey } from '../data/optionItems.ts';
import { optionsPlaceholder, useOptions } from '../data/useOptions.ts';
import { useOptionValues } from './optionDependencies.ts';
import { optionSourceOf } from './optionSourceOf.ts';
import { widgetFormContext } from './widgetFormContext.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

// Fluent's Dropdown brings a 250px min-width; in a form cell it follows the cell.
const useStyles = makeStyles({ control: { minWidth: 0, width: '100%' } });

/** One value from a fixed list, another resource's options, or a named option source. */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, rawErrors } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const context = widgetFormContext(props);
  const source = optionSourceOf(props);
  const { options, isLoading, unavailable } = useOptions(source, useOptionValues(context, source));
  const selected = findOption(options, value);
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Dropdown
        className={styles.control}
        id={id}
        name={htmlName ?? id}
        value={selected?.label ?? (value === undefined || value === null ? '' : String(value))}
        selectedOptions={selected ? [optionKey(selected.value)] : []}
        placeholder={optionsPlaceholder(t, unavailable, placeholder)}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        expandIcon={isLoading ? <Spinner size="extra-tiny" /> : undefined}
        onOptionSelect={(_, data) => onChange(data.optionValue ? findOption(options, data.optionValue)?.value : undefined)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {!required && <Option value="" text="—">—</Option>}
        {options.map((option) => (
          <Option key={optionKey(option.value)} value={optionKey(option.value)}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </>
  );
}
