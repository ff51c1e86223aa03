/** /apps/archive/spreadsheet: the archive's editor view, the same search and export over an editable grid. */
import { Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../screenProps.ts';
import { ArchiveFrame, useArchiveResource } from './ArchiveFrame.tsx';
import { ArchiveRecords } from './ArchiveRecords.tsx';
import { SpreadsheetTable } from './SpreadsheetTable.tsx';
import { useArchiveIndex } from './useArchiveIndex.ts';

const useStyles = makeStyles({ screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 }, hint: { color: tokens.colorNeutralForeground3 } });

function Spreadsheet({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const resource = useArchiveResource();
  const index = useArchiveIndex(resource);
  return (
    <div className={styles.screen} data-testid="archive-spreadsheet">
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Text className={styles.hint}>{t('archive.spreadsheet.hint')}</Text>
      <ArchiveRecords index={index} caption={t('archive.spreadsheet.caption')} withTools={false}>
        <SpreadsheetTable resource={resource} index={index} caption={t('archive.spreadsheet.caption')} />
      </ArchiveRecords>
    </div>
  );
}

export default function ArchiveSpreadsheetScreen(props: ScreenProps) {
  return (
    <ArchiveFrame>
      <Spreadsheet {...props} />
    </ArchiveFrame>
  );
}
