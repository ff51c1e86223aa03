import { Dropdown, Option, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../../engine/wire/optionItem.ts';
import { findOption, optionKey } from '../data/optionItems.ts';
import { optionsPlaceholder, useOptions } from '../data/useOptions.ts';
import { useFormState, widgetFormContext } from './widgetFormContext.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

interface TreeSpec {
  readonly levels: readonly string[];
  readonly source: string;
}

const useStyles = makeStyles({
  levels: { display: 'grid', gap: tokens.spacingVerticalS, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 180px), 1fr))' },
  // Fluent's Dropdown brings a 250px min-width; each level follows its grid cell.
  control: { minWidth: 0, width: '100%' },
});

/**
 * A three-level tree (classification: jenis, jenis detail, jenis spesifik; storage: location,
 * detail, specific) as three linked dropdowns. The widget stands on the first level's field and
 * fills the other levels' fields through the form context; choosing a level clears those below.
 */
export function TreeSelectWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, readonly, onChange, schema } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const context = widgetFormContext(props);
  const tree = (schema as Record<string, unknown>)['x-tree'] as TreeSpec | undefined;
  const levels = tree?.levels ?? [props.name];
  const { options: roots, unavailable } = useOptions(tree ? { source: tree.source } : undefined);
  const lower = useFormState(context, (state) => levels.slice(1).map((field) => state.values[field]));
  const values = [props.value, ...lower];

  // The options of each level are the children of the node chosen one level up.
  const choices: Array<readonly OptionItem[]> = [];
  let current: readonly OptionItem[] = roots;
  for (let index = 0; index < levels.length; index++) {
    choices.push(current);
    current = findOption(current, values[index])?.children ?? [];
  }

  const choose = (index: number, key: string | undefined) => {
    const chosen = key ? findOption(choices[index], key)?.value : undefined;
    const patch: Record<string, unknown> = {};
    levels.forEach((field, at) => {
      if (at === index) patch[field] = chosen;
      else if (at > index) patch[field] = undefined;
    });
    if (context) context.patch(patch);
    else if (index === 0) onChange(chosen);
  };

  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <div className={styles.levels}>
        {levels.map((field, index) => {
          const selected = findOption(choices[index], values[index]);
          return (
            <Dropdown
              key={field}
              className={styles.control}
              id={index === 0 ? id : `${id}__${field}`}
              aria-label={`${label} ${index + 1}`}
              value={selected?.label ?? ''}
              selectedOptions={selected ? [optionKey(selected.value)] : []}
              placeholder={optionsPlaceholder(t, unavailable)}
              disabled={disabled || readonly || (index > 0 && choices[index].length === 0)}
              onOptionSelect={(_, data) => choose(index, data.optionValue || undefined)}
            >
              <Option value="" text="—">—</Option>
              {choices[index].map((option) => (
                <Option key={optionKey(option.value)} value={optionKey(option.value)}>
                  {option.label}
                </Option>
              ))}
            </Dropdown>
          );
        })}
      </div>
    </>
  );
}
