/** A validation error said in another language: the engine's sentences by key, the x-messages as declared. */
import { describe, expect, it } from 'vitest';
import { localizedMessage, treeTranslate } from '../../engine/validation/localizedMessage.ts';

describe('localizedMessage', () => {
  const fr = treeTranslate({
    common: { validation: { maxLength: '{{field}} doit comporter au plus {{limit}} caractères', type: '{{field}} doit être {{type}}', or: 'ou', typeName: { string: 'un texte' } } },
    admin: { role: { field: { description: 'Description du rôle' } } },
  });

  it('says the sentence from its key, the field by its label, the values filled in', () => {
    const error = { message: 'description must be at most 500 characters', text: { key: 'common.validation.maxLength', values: { limit: 500 }, fieldKey: 'admin.role.field.description' } };
    expect(localizedMessage(error, fr)).toBe('Description du rôle doit comporter au plus 500 caractères');
  });

  it('names the JSON types in words of the language', () => {
    const error = { message: 'tags.1 must be a string', text: { key: 'common.validation.type', values: { type: 'string' }, fieldKey: 'tags.1' } };
    expect(localizedMessage(error, fr)).toBe('tags.1 doit être un texte');
  });

  it("keeps a field's own message (no key) and the English when the language lacks the key", () => {
    expect(localizedMessage({ message: 'Nama role belum diisi' }, fr)).toBe('Nama role belum diisi');
    const unknown = { message: 'x is invalid', text: { key: 'common.validation.invalid', values: {}, fieldKey: 'x' } };
    expect(localizedMessage(unknown, fr)).toBe('x is invalid');
  });
});
