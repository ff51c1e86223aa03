/** What a list shows when nothing matches: an icon and "No data", announced as a status. */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  empty: { display: 'grid', justifyItems: 'center', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalXXL, color: tokens.colorNeutralForeground3 },
});

export function ListEmpty() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.empty} role="status">
      <DocumentSearchRegular fontSize={40} />
      <Text>{t('common.list.empty')}</Text>
    </div>
  );
}
