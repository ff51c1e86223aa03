/**
 * The engine says a failed check in English, naming the field by its key ("title is required").
 * On the form the user reads every such message in their language, the field named by its
 * label (renderer/i18n/validationMessages.ts); a field's declared message (the spec's Indonesian
 * ones) is left as it is.
 */
import type { ErrorTransformer } from '@rjsf/utils';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { translatedValidationMessages } from '../../i18n/validationMessages.ts';

export function requiredMessages(_resource: LoadedResource, t: (key: string, options?: Record<string, unknown>) => string): ErrorTransformer {
  return translatedValidationMessages(t);
}
