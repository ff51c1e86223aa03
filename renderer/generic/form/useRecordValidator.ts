/**
 * Loads a resource's precompiled validators on first use (one small chunk per resource) and
 * wraps them as rjsf's validator. A resource without generated validators gets a validator that
 * accepts everything and leaves the checking to the server, with a warning in the console.
 */
import type { ValidatorType } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { FormMode } from '../../../engine/forms/formSchema.ts';
import { createRecordValidator, type PrecompiledValidators } from './recordValidator.ts';

const generated = import.meta.glob<PrecompiledValidators>('../../generated/validators/*.js');

const serverOnly: PrecompiledValidators = { validate: () => true, conditions: {} };

export function useRecordValidator(resource: LoadedResource, mode: FormMode): ValidatorType | undefined {
  const [validator, setValidator] = useState<{ key: string; value: ValidatorType }>();
  const key = `${resource.id}:${mode}`;
  useEffect(() => {
    let live = true;
    const load = generated[`../../generated/validators/${resource.id}.js`];
    if (!load) console.warn(`No precompiled validators for ${resource.id}; run node --import tsx scripts/generateValidators.ts`);
    void (load ? load() : Promise.resolve(serverOnly)).then((compiled) => {
      if (live) setValidator({ key, value: createRecordValidator(resource, mode, compiled) });
    });
    return () => {
      live = false;
    };
  }, [key, resource, mode]);
  return validator?.key === key ? validator.value : undefined;
}
