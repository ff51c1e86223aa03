/**
 * What every archive screen stands in: the archive's resource definitions loaded (a screen page
 * does not name a resource, so the route loader does not fetch them), the data provider the
 * cells' labels are read through, and the confirmation dialogs (archive delete).
 */
import { Spinner } from '@fluentui/react-components';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { createHttpDataProvider } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';
import { ConfirmProvider } from '../../generic/ConfirmDialog.tsx';

export const archiveRecordsId = 'archive_document';

const dataProvider = createHttpDataProvider(definitions);
const ArchiveResourceContext = createContext<LoadedResource | null>(null);

/** The archive records' resource definition; only under <ArchiveFrame>. */
export function useArchiveResource(): LoadedResource {
  const resource = useContext(ArchiveResourceContext);
  if (!resource) throw new Error('useArchiveResource() outside <ArchiveFrame>');
  return resource;
}

export function ArchiveFrame({ children }: { children: ReactNode }) {
  const [resource, setResource] = useState<LoadedResource | undefined>(definitions.resources[archiveRecordsId]);
  useEffect(() => {
    if (resource) return;
    let live = true;
    void loadResourceDefinitions(archiveRecordsId).then(() => live && setResource(definitions.resources[archiveRecordsId]));
    return () => {
      live = false;
    };
  }, [resource]);
  if (!resource) return <Spinner size="medium" style={{ padding: 48 }} />;
  return (
    <DataProviderProvider value={dataProvider}>
      <ConfirmProvider confirmations={definitions.app.confirmations}>
        <ArchiveResourceContext.Provider value={resource}>{children}</ArchiveResourceContext.Provider>
      </ConfirmProvider>
    </DataProviderProvider>
  );
}
