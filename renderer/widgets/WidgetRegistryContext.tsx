/** Hands the widget registry down to every generic form (STYLE.md: a registry passed by context). */
import { createContext, type ReactNode, useContext } from 'react';
import type { WidgetRegistry } from './widgetRegistry.ts';

const WidgetRegistryContext = createContext<WidgetRegistry | null>(null);

export function WidgetRegistryProvider({ registry, children }: { registry: WidgetRegistry; children: ReactNode }) {
  return <WidgetRegistryContext.Provider value={registry}>{children}</WidgetRegistryContext.Provider>;
}

export function useWidgetRegistry(): WidgetRegistry {
  const registry = useContext(WidgetRegistryContext);
  if (!registry) throw new Error('useWidgetRegistry() outside <WidgetRegistryProvider>');
  return registry;
}

/** The registry given by a provider above, or null: a form loaded with its own default uses it only when none is given. */
export function useOptionalWidgetRegistry(): WidgetRegistry | null {
  return useContext(WidgetRegistryContext);
}
