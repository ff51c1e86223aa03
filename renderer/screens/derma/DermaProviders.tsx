/** What the risk screens share with the generic ones: the data provider (options, lists, transitions) and the confirmation dialogs. */
import type { ComponentType } from 'react';
import { createHttpDataProvider } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { definitions } from '../../definitions.ts';
import { ConfirmProvider } from '../../generic/ConfirmDialog.tsx';
import type { ScreenProps } from '../screenProps.ts';

const provider = createHttpDataProvider(definitions);

export function withDermaProviders(Screen: ComponentType<ScreenProps>): ComponentType<ScreenProps> {
  return function DermaScreen(props: ScreenProps) {
    return (
      <DataProviderProvider value={provider}>
        <ConfirmProvider confirmations={definitions.app.confirmations}>
          <Screen {...props} />
        </ConfirmProvider>
      </DataProviderProvider>
    );
  };
}
