/**
 * One value from a short fixed list, every choice in sight: Fluent's RadioGroup over the same
 * options as the select (a fixed list, another resource's options or a named source), labelled
 * in the user's language.
 */
import { Radio, RadioGroup } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { findOption, optionKey } from '../data/optionItems.ts';
import { useOptions } from '../data/useOptions.ts';
import { useOptionValues } from './optionDependencies.ts';
import { optionSourceOf } from './optionSourceOf.ts';
import { widgetFormContext } from './widgetFormContext.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

export function RadioWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const context = widgetFormContext(props);
  const source = optionSourceOf(props);
  const { options } = useOptions(source, useOptionValues(context, source));
  const selected = findOption(options, value);
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <RadioGroup
        id={id}
        name={htmlName ?? id}
        aria-label={label}
        value={selected ? optionKey(selected.value) : ''}
        disabled={disabled || readonly}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        onChange={(_, data) => onChange(findOption(options, data.value)?.value)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {options.map((option) => (
          <Radio key={optionKey(option.value)} value={optionKey(option.value)} label={option.label} />
        ))}
      </RadioGroup>
    </>
  );
}
