/**
 * The engine names a required field that declares no message of its own by its key ("title is
 * required"), in English. On the form the user reads the field's label, in their language; a
 * field's declared message (the spec's Indonesian ones) is left as it is.
 */
import type { ErrorTransformer } from '@rjsf/utils';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { defaultMessage } from '../../../engine/validation/fieldErrors.ts';
import { fieldLabelKey } from '../fieldLabel.ts';

export function requiredMessages(resource: LoadedResource, t: (key: string, options?: Record<string, string>) => string): ErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const field = (error.property ?? '').replace(/^\./, '');
      if (error.name !== 'required' || !field || error.message !== defaultMessage(field, 'required', {})) return error;
      const message = t('common.validation.required', { field: t(fieldLabelKey(resource, field)) });
      return { ...error, message, stack: message };
    });
}
