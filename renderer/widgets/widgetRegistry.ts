/**
 * The renderer's widgets, keyed by the names a definition may use in x-widget. The registry is an
 * explicit object made by this factory (nothing registers itself on import), and its type is
 * Record<WidgetName, Widget>: a name in engine/registryKeys.ts without a widget here fails the
 * typecheck, and a name a definition uses that is not in registryKeys fails the definitions lint.
 */
import type { Widget } from '@rjsf/utils';
import type { WidgetName } from '../../engine/registryKeys.ts';
import { CheckboxWidget } from './CheckboxWidget.tsx';
import { DateTimeWidget } from './DateTimeWidget.tsx';
import { DateWidget } from './DateWidget.tsx';
import { FileWidget } from './FileWidget.tsx';
import { MultiselectWidget } from './MultiselectWidget.tsx';
import { NumberWidget } from './NumberWidget.tsx';
import { PasswordWidget } from './PasswordWidget.tsx';
import { PermissionPickerWidget } from './PermissionPickerWidget.tsx';
import { SelectWidget } from './SelectWidget.tsx';
import { RadioWidget } from './RadioWidget.tsx';
import { TextareaWidget } from './TextareaWidget.tsx';
import { TextWidget } from './TextWidget.tsx';
import { TreeSelectWidget } from './TreeSelectWidget.tsx';

export type WidgetRegistry = Readonly<Record<WidgetName, Widget>>;

/** `overrides` swaps single widgets (a test, a module with a special need) without touching the rest. */
export function createWidgetRegistry(overrides: Partial<Record<WidgetName, Widget>> = {}): WidgetRegistry {
  const widgets: Record<WidgetName, Widget> = {
    text: TextWidget,
    textarea: TextareaWidget,
    password: PasswordWidget,
    number: NumberWidget,
    date: DateWidget,
    datetime: DateTimeWidget,
    checkbox: CheckboxWidget,
    select: SelectWidget,
    radio: RadioWidget,
    multiselect: MultiselectWidget,
    permissionPicker: PermissionPickerWidget,
    treeSelect: TreeSelectWidget,
    file: FileWidget,
    ...overrides,
  };
  return Object.freeze(widgets);
}
