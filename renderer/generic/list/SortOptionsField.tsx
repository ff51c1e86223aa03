/**
 * The named sort choices a list declares (list.sortOptions: the documents' Terbaru and Terlama),
 * as one dropdown beside the search. Choosing one sets the list's sorter; a sort made otherwise
 * (a column header) shows as no choice. Fluent's Select (the native select), not a Dropdown,
 * whose listbox and positioning code would load with every list page.
 */
import { Select, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { ListController } from './useListController.ts';

const useStyles = makeStyles({ control: { minWidth: '140px' } });

export function SortOptionsField({ resource, controller }: { resource: LoadedResource; controller: ListController }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const choices = resource.list?.sortOptions ?? [];
  if (!choices.length) return null;
  const [field, direction] = controller.query.sorter;
  const chosen = choices.find((choice) => choice.field === field && choice.direction === direction);
  return (
    <Select
      className={styles.control}
      aria-label={t('common.list.sort')}
      value={chosen?.id ?? ''}
      onChange={(_, data) => {
        const choice = choices.find((c) => c.id === data.value);
        if (choice) controller.setSort(choice.field, choice.direction);
      }}
    >
      {/* A sort made otherwise (a column header) is no choice: the placeholder shows. */}
      <option value="" disabled hidden>
        {t('common.list.sort')}
      </option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {t(choice.label)}
        </option>
      ))}
    </Select>
  );
}
