import { describe, expect, it } from 'vitest';
import type { AppDefinition } from '../../engine/generated/definitions.ts';
import { confirmationFor } from '../../engine/forms/confirmation.ts';
import { hasRepositoryDefinitions, repositoryDefinitions } from './definitionsFixture.ts';

/** modules.md section 8, "Confirmations". */
const app = {
  confirmations: {
    delete: {
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirmButton: 'Yes, delete it!',
      doneTitle: 'Deleted!',
      doneText: 'Data has been deleted.',
    },
    submit: { title: 'Periksa kembali sebelum mengirimkan form?', confirmButton: 'Yes, kirim form!', doneTitle: 'Success!', doneText: 'Data has been created.' },
    migrate: { title: 'Are you sure?', confirmButton: 'Yes, process it!', doneTitle: 'Success!', doneText: 'Data has been processed to job queue.' },
  },
} as unknown as AppDefinition;

describe('confirmationFor', () => {
  it("gives the named dialog's texts", () => {
    expect(confirmationFor(app, 'delete')).toEqual({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      confirmButton: 'Yes, delete it!',
      doneTitle: 'Deleted!',
      doneText: 'Data has been deleted.',
    });
    expect(confirmationFor(app, 'submit')?.confirmButton).toBe('Yes, kirim form!');
    expect(confirmationFor(app, 'migrate')?.doneText).toBe('Data has been processed to job queue.');
  });

  it('undefined when none is named or the name is unknown', () => {
    expect(confirmationFor(app, undefined)).toBeUndefined();
    expect(confirmationFor(app, '')).toBeUndefined();
    expect(confirmationFor(app, 'explode')).toBeUndefined();
  });

  it('never answers with something of Object.prototype', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(confirmationFor(app, name)).toBeUndefined();
  });
});

describe.skipIf(!hasRepositoryDefinitions)("definitions/app.json's confirmations", async () => {
  const real = hasRepositoryDefinitions ? (await repositoryDefinitions()).app : undefined;

  it("keep the spec's wording for delete, form submission and migration", () => {
    expect(confirmationFor(real!, 'delete')).toMatchObject(app.confirmations.delete);
    expect(confirmationFor(real!, 'submit')).toMatchObject(app.confirmations.submit);
    expect(confirmationFor(real!, 'migrate')).toMatchObject(app.confirmations.migrate);
  });

  it("the HR permit's submission asks with the spec's 'Periksa kembali sebelum mengirimkan form?'", async () => {
    const definitions = await repositoryDefinitions();
    expect((definitions.resources.hr_permit.form as { confirmSubmit?: string } | undefined)?.confirmSubmit).toBe('submit');
  });

  // The spec's Indonesian dialogs stay as written in every language; every other one is in each locale.
  it('are each in every locale, but for the ones the spec words in Indonesian', async () => {
    const { locales } = await repositoryDefinitions();
    const keptAsWritten = new Set(['submit', 'clearNotifications']);
    for (const name of Object.keys(real!.confirmations).filter((n) => !keptAsWritten.has(n))) {
      for (const locale of ['en-US', 'es-ES', 'fr-FR']) {
        const common = (locales[locale] as { common?: { confirmation?: Record<string, { title?: string }> } }).common;
        expect(common?.confirmation?.[name]?.title, `${locale} common.confirmation.${name}`).toBeTypeOf('string');
      }
    }
  });
});
