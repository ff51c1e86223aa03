/**
 * The confirmation dialog an action or form names ('delete', 'submitForm', ...), looked up in
 * app.json's catalogue, so every delete asks the spec's same three sentences.
 */
import type { AppDefinition } from '../generated/definitions.ts';

export type Confirmation = AppDefinition['confirmations'][string];

/** undefined when no confirmation is named, or the name is not in the catalogue. */
export function confirmationFor(app: AppDefinition, name: string | undefined): Confirmation | undefined {
  if (name === undefined || name === '') return undefined;
  const catalogue = app.confirmations ?? {};
  // Own keys only: 'constructor' must not find Object.prototype.constructor.
  return Object.hasOwn(catalogue, name) ? catalogue[name] : undefined;
}
