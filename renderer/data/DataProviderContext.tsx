/**
 * Hands the data provider down to every generic screen and widget. ViewRenderer makes the one
 * HTTP provider from the definitions; a test or a story can pass another.
 */
import { createContext, type ReactNode, useContext } from 'react';
import type { DataProvider } from './dataProvider.ts';

const DataProviderContext = createContext<DataProvider | null>(null);

export function DataProviderProvider({ value, children }: { value: DataProvider; children: ReactNode }) {
  return <DataProviderContext.Provider value={value}>{children}</DataProviderContext.Provider>;
}

export function useDataProvider(): DataProvider {
  const provider = useContext(DataProviderContext);
  if (!provider) throw new Error('useDataProvider() outside <DataProviderProvider>');
  return provider;
}
