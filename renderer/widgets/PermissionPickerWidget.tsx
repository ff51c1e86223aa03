import { Button, Checkbox, SearchBox, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../../engine/wire/optionItem.ts';
import { findOption, optionKey } from '../data/optionItems.ts';
import { optionsPlaceholder, useOptions } from '../data/useOptions.ts';
import { definitions } from '../definitions.ts';
import { useOptionValues } from './optionDependencies.ts';
import { optionSourceOf } from './optionSourceOf.ts';
import { filterGroups, groupPermissions, type PermissionGroup } from './permissionGroups.ts';
import { relationIds } from './relationIds.ts';
import { widgetFormContext } from './widgetFormContext.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  search: { flex: '1 1 240px', maxWidth: '420px', minWidth: 0 },
  groups: {
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  group: { borderTop: `1px solid ${tokens.colorNeutralStroke2}`, ':first-child': { borderTop: 'none' } },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}` },
  headLabel: { flex: 1, minWidth: 0, fontWeight: tokens.fontWeightSemibold },
  items: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(230px, 1fr))',
    padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS} ${tokens.spacingHorizontalXXXL}`,
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr', paddingLeft: tokens.spacingHorizontalM },
  },
  item: { minWidth: 0, overflowWrap: 'anywhere' },
  empty: { padding: tokens.spacingVerticalM, color: tokens.colorNeutralForeground3 },
});

/**
 * The permissions of a role: grouped by their area (the module they belong to), with a search,
 * a select-all per group and the number chosen. Declared by "x-widget": "permissionPicker" on a
 * relation field to the permission resource.
 */
export function PermissionPickerWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors } = props;
  const { t } = useTranslation();
  const styles = useStyles();
  const context = widgetFormContext(props);
  const source = optionSourceOf(props);
  const { options, isLoading, unavailable } = useOptions(source, useOptionValues(context, source));
  const [query, setQuery] = useState('');
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const ids = relationIds(value);
  const chosen = new Set(ids.map(optionKey));
  const nameOf = (key: string) => t(key);
  const groups = useMemo(() => groupPermissions(options, definitions, (key) => t(key)), [options, t]);
  const shown = useMemo(() => filterGroups(groups, query, (key) => t(key)), [groups, query, t]);
  const locked = disabled || readonly;
  const searching = query.trim() !== '';

  /** The new value: the chosen keys in the options' order, each as its typed value. */
  const choose = (keys: ReadonlySet<string>) => {
    const known = options.filter((option) => keys.has(optionKey(option.value))).map((option) => option.value);
    // A chosen id the options no longer list (a permission removed meanwhile) is kept, not dropped unseen.
    const unknown = ids.filter((item) => keys.has(optionKey(item)) && !findOption(options, item));
    onChange([...known, ...unknown]);
  };
  const toggle = (option: OptionItem, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(optionKey(option.value));
    else next.delete(optionKey(option.value));
    choose(next);
  };
  const toggleGroup = (group: PermissionGroup, on: boolean) => {
    const next = new Set(chosen);
    for (const option of group.options) {
      if (on) next.add(optionKey(option.value));
      else next.delete(optionKey(option.value));
    }
    choose(next);
  };
  const isOpen = (area: string) => searching || opened.has(area);
  const flip = (area: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(area)) next.delete(area);
      else next.add(area);
      return next;
    });

  return (
    <div className={styles.root} data-testid={`permission-picker-${props.name}`} onBlur={() => onBlur(id, value)} onFocus={() => onFocus(id, value)}>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <div className={styles.toolbar}>
        <SearchBox
          id={id}
          className={styles.search}
          value={query}
          placeholder={unavailable ? optionsPlaceholder(t, unavailable) : t('common.permissionPicker.search')}
          aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
          disabled={disabled}
          onChange={(_, data) => setQuery(data.value)}
          data-testid="permission-search"
        />
        {isLoading ? <Spinner size="extra-tiny" /> : null}
        <Text aria-live="polite" data-testid="permission-count">
          {t('common.permissionPicker.selected', { count: chosen.size, total: options.length })}
        </Text>
      </div>
      <div className={styles.groups} role="group" aria-label={label}>
        {shown.length === 0 && !isLoading ? <div className={styles.empty}>{t('common.permissionPicker.noMatch')}</div> : null}
        {shown.map((group) => {
          const name = nameOf(group.labelKey);
          const inGroup = group.options.filter((option) => chosen.has(optionKey(option.value))).length;
          const all = inGroup === group.options.length;
          const listId = `${id}-${group.area}`;
          return (
            <section key={group.area} className={styles.group} data-area={group.area} aria-label={name}>
              <div className={styles.head}>
                <Button
                  appearance="subtle"
                  size="small"
                  icon={isOpen(group.area) ? <ChevronDownRegular /> : <ChevronRightRegular />}
                  aria-expanded={isOpen(group.area)}
                  aria-controls={listId}
                  aria-label={t(isOpen(group.area) ? 'common.permissionPicker.hideGroup' : 'common.permissionPicker.showGroup', { group: name })}
                  disabled={searching}
                  onClick={() => flip(group.area)}
                />
                <Checkbox
                  className={styles.headLabel}
                  checked={all ? true : inGroup > 0 ? 'mixed' : false}
                  disabled={locked}
                  label={`${name} (${inGroup}/${group.options.length})`}
                  data-testid={`permission-group-${group.area}`}
                  onChange={() => toggleGroup(group, !all)}
                />
              </div>
              {isOpen(group.area) ? (
                <div id={listId} className={styles.items}>
                  {group.options.map((option) => (
                    <Checkbox
                      key={optionKey(option.value)}
                      className={styles.item}
                      checked={chosen.has(optionKey(option.value))}
                      disabled={locked}
                      label={option.label}
                      data-permission={option.label}
                      onChange={(_, data) => toggle(option, data.checked === true)}
                    />
                  ))}
                </div>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
