/**
 * rjsf's validator for a resource's form, with no code compiled in the browser (the Content
 * Security Policy forbids eval). It runs the engine's own record check (compileRecordValidator:
 * blanks count as absent, the update-mode rules, x-messages mapping) over the function that
 * scripts/generateValidators.ts precompiled from the engine's record schema, so the form shows
 * exactly the messages the server answers with. The conditions rjsf evaluates while rendering
 * (if/then) come precompiled too, keyed by rjsf's schema hash.
 */
import {
  hashForSchema,
  toErrorSchema,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';
import type Ajv from 'ajv';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { FormMode } from '../../../engine/forms/formSchema.ts';
import { compileRecordValidator, type FieldError } from '../../../engine/validation/compileValidator.ts';

type CompiledCheck = ((data: unknown) => boolean) & { errors?: unknown };

/** The shape of a generated module in renderer/generated/validators/. */
export interface PrecompiledValidators {
  readonly validate: CompiledCheck;
  readonly conditions: Readonly<Record<string, (data: unknown) => boolean>>;
}

/** The engine compiles through ajv.compile(); handing it the precompiled function keeps its rules and messages. */
function precompiledAjv(validate: CompiledCheck): Ajv {
  return { compile: () => validate } as unknown as Ajv;
}

export function toRjsfErrors(errors: readonly FieldError[]): RJSFValidationError[] {
  return errors.map((error) => ({
    name: error.keyword,
    property: error.field === '' ? '.' : `.${error.field}`,
    message: error.message,
    stack: error.message,
    // The sentence's locale key and values, so the form can say it in the language on screen.
    params: error.text ?? {},
    schemaPath: '',
  }));
}

export function createRecordValidator(resource: LoadedResource, mode: FormMode, compiled: PrecompiledValidators): ValidatorType {
  const check = compileRecordValidator(resource, mode, { ajv: precompiledAjv(compiled.validate) });
  return {
    validateFormData(formData: unknown, _schema: RJSFSchema, _custom?: unknown, transformErrors?: ErrorTransformer, uiSchema?: UiSchema): ValidationData<unknown> {
      let errors = toRjsfErrors(check(formData ?? {}));
      if (transformErrors) errors = transformErrors(errors, uiSchema);
      return { errors, errorSchema: toErrorSchema(errors) };
    },
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      const key = typeof schema.$id === 'string' ? schema.$id : hashForSchema(schema);
      const condition = Object.hasOwn(compiled.conditions, key) ? compiled.conditions[key] : undefined;
      // A schema the generator did not see means the generated files are stale (npm run check says so).
      return condition ? condition(formData) === true : false;
    },
    rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: unknown) {
      const valid = compiled.validate(formData ?? {});
      return { errors: valid ? undefined : ((compiled.validate.errors ?? []) as Result[]) };
    },
  };
}
