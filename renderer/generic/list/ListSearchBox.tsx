/** The search box at the head of a list's tools: it grows with the row, up to a readable width. */
import { SearchBox, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  search: { flexGrow: 1, maxWidth: '420px', minWidth: '200px' },
});

export function ListSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return <SearchBox className={styles.search} aria-label={t('common.action.search')} placeholder={t('common.action.search')} value={value} onChange={(_, data) => onChange(data.value)} />;
}
