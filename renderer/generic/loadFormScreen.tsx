/**
 * The generic form's code with the widget registry it draws with, fetched together when a form
 * is first shown (a form page, a detail's child create form). The registry (Dropdown, Combobox,
 * Textarea, tags and their positioning code: about 40 KiB gzipped) was created when ViewRenderer
 * loaded, so every list and detail page downloaded it without drawing a field. A screen that
 * provides a registry of its own (DmsFrame, the ticket detail) keeps it: the default one stands
 * in only where none is given.
 */
import type { ComponentProps, ComponentType } from 'react';
import type { FormScreen as FormScreenType } from './form/FormScreen.tsx';
import { useOptionalWidgetRegistry, WidgetRegistryProvider } from '../widgets/WidgetRegistryContext.tsx';

type FormScreenProps = ComponentProps<typeof FormScreenType>;

let loading: Promise<{ default: ComponentType<FormScreenProps> }> | undefined;

/** The form screen as a lazy component's module; the same promise for every caller. */
export function loadFormScreen(): Promise<{ default: ComponentType<FormScreenProps> }> {
  loading ??= Promise.all([import('./form/FormScreen.tsx'), import('../widgets/widgetRegistry.ts')]).then(([{ FormScreen }, { createWidgetRegistry }]) => {
    const registry = createWidgetRegistry();
    function FormWithWidgets(props: FormScreenProps) {
      const given = useOptionalWidgetRegistry();
      return given ? <FormScreen {...props} /> : (
        <WidgetRegistryProvider registry={registry}>
          <FormScreen {...props} />
        </WidgetRegistryProvider>
      );
    }
    return { default: FormWithWidgets };
  });
  // A failed chunk (a deploy under an open tab) may be asked for again.
  loading.catch(() => (loading = undefined));
  return loading;
}
