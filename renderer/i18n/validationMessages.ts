/**
 * The form's validation messages in the language on screen. The engine's check gives its
 * English sentence and, for each, the locale key and values (FieldError.text), which rjsf's
 * errors carry in `params`; the field's own x-messages (the spec's Indonesian texts) carry none
 * and stay as declared. The same rule the server follows (engine/validation/localizedMessage.ts).
 */
import type { ErrorTransformer } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { MessageText } from '../../engine/validation/fieldErrors.ts';
import { localizedMessage, type Translate } from '../../engine/validation/localizedMessage.ts';

function isMessageText(value: unknown): value is MessageText {
  const text = value as Partial<MessageText> | undefined;
  return typeof text?.key === 'string' && typeof text.fieldKey === 'string' && typeof text.values === 'object';
}

/** i18next's t as the engine's Translate: undefined for a key the language lacks. */
export function i18nTranslate(t: TFunction | ((key: string, options?: Record<string, unknown>) => string)): Translate {
  const missing = '\u0000missing';
  return (key, values = {}) => {
    const text = (t as (key: string, options?: Record<string, unknown>) => string)(key, { ...values, defaultValue: missing });
    return text === missing ? undefined : text;
  };
}

export function translatedValidationMessages(t: (key: string, options?: Record<string, unknown>) => string): ErrorTransformer {
  const translate = i18nTranslate(t);
  return (errors) =>
    errors.map((error) => {
      if (!isMessageText(error.params)) return error;
      const message = localizedMessage({ message: error.message ?? '', text: error.params }, translate);
      return { ...error, message, stack: message };
    });
}
