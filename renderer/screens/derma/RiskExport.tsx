/** The risk list as an Excel file, with the table's own filters (the declared export: 15,000 rows at most, 'Data melebihi 15.000 baris'). */
import { Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { ListQuery } from '../../../engine/listQuery/listQuery.ts';
import { useExport } from '../../generic/list/useExport.ts';
import { useCan } from '../../generic/useCan.ts';

export function RiskExport({ resource, query, total }: { resource: LoadedResource; query: ListQuery; total: number }) {
  const { t } = useTranslation();
  const can = useCan(resource);
  const exporting = useExport(resource, query, total);
  if (!exporting.available || !can('export')) return null;
  return (
    <Button icon={exporting.running ? <Spinner size="tiny" /> : <ArrowDownloadRegular />} disabled={exporting.running} onClick={() => void exporting.run()}>
      {exporting.running && typeof exporting.progress === 'number' ? `${t('derma.stage.export')} ${exporting.progress}%` : t('derma.stage.export')}
    </Button>
  );
}
