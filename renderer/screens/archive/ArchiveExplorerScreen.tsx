/**
 * The archive home (/apps/archive) and its two views (/pov/location, /pov/classification): a
 * sidebar beside the records' table. The location sidebar starts at the rooms; the
 * classification page's sidebar is the classification tree. The chosen node narrows the table
 * (pov/index's active_* parameters); the advanced search narrows it further.
 */
import { Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../screenProps.ts';
import { ArchiveFrame, useArchiveResource } from './ArchiveFrame.tsx';
import { ArchiveRecords } from './ArchiveRecords.tsx';
import { ClassificationSidebar } from './ClassificationSidebar.tsx';
import { LocationSidebar } from './LocationSidebar.tsx';
import { useArchiveIndex } from './useArchiveIndex.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  body: {
    display: 'grid',
    gridTemplateColumns: 'minmax(220px, 280px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

function Explorer({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const resource = useArchiveResource();
  const index = useArchiveIndex(resource);
  const byClassification = page.path.endsWith('/pov/classification');
  // The sidebar's counts follow the records: a delete or restore in the table recounts them.
  const refreshKey = `${index.total}:${index.query.trash}`;
  return (
    <div className={styles.screen} data-testid="archive-explorer">
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <div className={styles.body}>
        {byClassification ? (
          <ClassificationSidebar active={index.query.active} onChange={index.setActive} refreshKey={refreshKey} />
        ) : (
          <LocationSidebar active={index.query.active} onChange={index.setActive} refreshKey={refreshKey} />
        )}
        <ArchiveRecords index={index} caption={t('archive.table.caption')} />
      </div>
    </div>
  );
}

export default function ArchiveExplorerScreen(props: ScreenProps) {
  return (
    <ArchiveFrame>
      <Explorer {...props} />
    </ArchiveFrame>
  );
}
