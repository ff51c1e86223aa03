/**
 * The green toast's words. An action that declares no success message gets the app's default
 * ('Success', modules.md section 8), which is said in the language on screen; a message an action
 * declares (the spec's own texts, Indonesian among them) is shown as written.
 */
import type { i18n as I18n } from 'i18next';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';

export const successKey = 'common.notification.success';

export function successMessage(instance: Pick<I18n, 't'>, definitions: LoadedDefinitions, message?: string): string {
  const fallback = (definitions.app as { errors?: { success?: string } }).errors?.success ?? 'Success';
  if (message !== undefined && message !== fallback) return message;
  return instance.t(successKey, { defaultValue: fallback });
}
