import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { widgetFormContext } from './widgetFormContext.ts';

const plainText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * What every typed-text widget (text, textarea, date, date-time, number) hands its Fluent
 * control: id and name, the text shown, disabled when read-only, the invalid mark, and rjsf's
 * change, blur and focus calls. `toValue` turns the typed text into the record's value (by
 * default an emptied control gives `emptyValue`, undefined, so `required` catches it); `toText`
 * turns the record's value into the text shown.
 *
 * Inside the generic form a key pressed draws this control alone, at once, and the value reaches
 * rjsf in a task of its own just after that frame is drawn (a draft): rjsf's own work for a
 * change, which grows with the number of fields, no longer stands between the key and the frame
 * that shows it. Keys pressed before
 * that task runs are handed over together. The draft is handed over early when the field loses
 * the focus, when the form is sent (FormScreen flushes every draft first) and when the control
 * goes; the unsaved-changes guard counts drafts as part of the record. A value rjsf gets from
 * elsewhere (a loaded record, a widget filling several fields) replaces the text once no draft waits.
 */
export function useTextControlProps(props: WidgetProps, toValue?: (text: string) => unknown, toText: (value: unknown) => string = plainText) {
  const { id, name, htmlName, value, disabled, readonly, autofocus, rawErrors, options, onBlur, onFocus } = props;
  const context = widgetFormContext(props);
  const convert = toValue ?? ((text: string) => (text === '' ? options.emptyValue : text));
  const [draft, setDraft] = useState<string | null>(null);
  const [drawnValue, setDrawnValue] = useState<unknown>(value);
  // The value waiting and rjsf's change call of the render the user typed into.
  const waiting = useRef<{ readonly value: unknown; readonly report: (value: unknown) => void } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const frame = useRef<number | undefined>(undefined);

  // rjsf has a new value (the draft handed over, or one from elsewhere): with no draft waiting, it is what shows.
  if (!Object.is(drawnValue, value)) {
    setDrawnValue(value);
    if (waiting.current === null) setDraft(null);
  }

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
    const next = waiting.current;
    if (next === null) return;
    waiting.current = null;
    context?.drafts.delete(name);
    next.report(next.value);
  }, [context, name]);

  // A control that goes (a condition hides its field) hands over what it holds.
  useEffect(() => flush, [flush]);

  return {
    id,
    name: htmlName ?? id,
    value: draft ?? toText(value),
    disabled: disabled || readonly,
    autoFocus: autofocus,
    'aria-invalid': rawErrors && rawErrors.length > 0 ? true : undefined,
    onChange: (_event: unknown, data: { value: string }) => {
      const next = convert(data.value);
      if (!context) return props.onChange(next);
      setDraft(data.value);
      waiting.current = { value: next, report: props.onChange };
      context.drafts.set(name, next, flush);
      if (timer.current === undefined) {
        // Just after the frame that shows the key; a page that draws no frames (a hidden tab) waits 100 ms at most.
        frame.current = requestAnimationFrame(() => setTimeout(flush, 0));
        timer.current = setTimeout(flush, 100);
      }
    },
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      flush();
      onBlur(id, event.target.value);
    },
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, event.target.value),
  };
}
