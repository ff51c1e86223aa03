/**
 * /apps/archive/archive/info/index-old (archive layout): the archive's earlier index, the whole
 * archive as one searchable, filterable table without the sidebar, newest first.
 */
import { Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../screenProps.ts';
import { ArchiveFrame, useArchiveResource } from './ArchiveFrame.tsx';
import { ArchiveRecords } from './ArchiveRecords.tsx';
import { useArchiveIndex } from './useArchiveIndex.ts';

const useStyles = makeStyles({ screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 } });

function IndexOld({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const index = useArchiveIndex(useArchiveResource());
  return (
    <div className={styles.screen} data-testid="archive-index-old">
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <ArchiveRecords index={index} caption={t('archive.info.caption')} withTools={false} />
    </div>
  );
}

export default function ArchiveIndexOldScreen(props: ScreenProps) {
  return (
    <ArchiveFrame>
      <IndexOld {...props} />
    </ArchiveFrame>
  );
}
