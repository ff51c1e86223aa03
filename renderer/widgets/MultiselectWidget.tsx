import { Combobox, Option, Spinner, Tag, TagGroup, makeStyles, tokens } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findOption, optionKey } from '../data/optionItems.ts';
import { optionsPlaceholder, useOptions } from '../data/useOptions.ts';
import { useOptionValues } from './optionDependencies.ts';
import { optionSourceOf } from './optionSourceOf.ts';
import { relationIds } from './relationIds.ts';
import { widgetFormContext } from './widgetFormContext.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

const useStyles = makeStyles({
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, marginTop: tokens.spacingVerticalXS },
  combobox: { width: '100%', minWidth: 0 },
});

/**
 * Several values (the roles of a user, the permissions of a role): a searchable list, and the
 * chosen ones as tags that can be dismissed.
 */
export function MultiselectWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, rawErrors } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const context = widgetFormContext(props);
  const source = optionSourceOf(props);
  const { options, isLoading, unavailable } = useOptions(source, useOptionValues(context, source));
  const [query, setQuery] = useState('');
  const ids = relationIds(value);
  const selectedKeys = ids.map(optionKey);
  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  }, [options, query]);
  const valueOf = (key: string) => findOption(options, key)?.value ?? ids.find((item) => optionKey(item) === key) ?? key;
  const locked = disabled || readonly;

  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Combobox
        id={id}
        className={styles.combobox}
        multiselect
        freeform
        value={query}
        selectedOptions={selectedKeys}
        placeholder={optionsPlaceholder(t, unavailable, placeholder)}
        disabled={locked}
        autoFocus={autofocus}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        expandIcon={isLoading ? <Spinner size="extra-tiny" /> : undefined}
        onChange={(event) => setQuery(event.target.value)}
        onOptionSelect={(_, data) => {
          setQuery('');
          onChange(data.selectedOptions.map(valueOf));
        }}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        {visible.map((option) => (
          <Option key={optionKey(option.value)} value={optionKey(option.value)}>
            {option.label}
          </Option>
        ))}
      </Combobox>
      {ids.length > 0 && (
        <TagGroup
          className={styles.tags}
          aria-label={label}
          onDismiss={(_, data) => {
            if (!locked) onChange(ids.filter((item) => optionKey(item) !== data.value));
          }}
        >
          {ids.map((item) => (
            <Tag key={optionKey(item)} value={optionKey(item)} size="small" dismissible={!locked}>
              {findOption(options, item)?.label ?? String(item)}
            </Tag>
          ))}
        </TagGroup>
      )}
    </>
  );
}
