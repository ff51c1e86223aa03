/** What the disposition screens share with the generic ones: the data provider (option labels, badges) and the confirmation dialogs. */
import type { ReactNode } from 'react';
import { createHttpDataProvider } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { definitions } from '../../definitions.ts';
import { ConfirmProvider } from '../../generic/ConfirmDialog.tsx';

const provider = createHttpDataProvider(definitions);

export function DisposisiProviders({ children }: { children: ReactNode }) {
  return (
    <DataProviderProvider value={provider}>
      <ConfirmProvider confirmations={definitions.app.confirmations}>{children}</ConfirmProvider>
    </DataProviderProvider>
  );
}
