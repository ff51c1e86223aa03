/**
 * A declared confirmation (app.json `confirmations`) in the user's language: each text is looked
 * up under common.confirmation.<name>.<part>, the declared text being the fallback. The English
 * locale holds the spec's words; a text the locales do not carry (the spec's Indonesian ones)
 * stays as declared in every language.
 */
import type { TFunction } from 'i18next';
import type { AppDefinition } from '../../engine/generated/definitions.ts';

type ConfirmationTexts = AppDefinition['confirmations'][string];

const parts = ['title', 'text', 'confirmButton', 'cancelButton', 'doneTitle', 'doneText'] as const;

export function translatedConfirmation(t: TFunction, name: string, declared: ConfirmationTexts): ConfirmationTexts {
  const translated: Record<string, string | undefined> = { ...declared };
  for (const part of parts) {
    const text = declared[part];
    if (typeof text === 'string') translated[part] = t(`common.confirmation.${name}.${part}`, { defaultValue: text });
  }
  return translated as ConfirmationTexts;
}
