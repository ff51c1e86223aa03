/**
 * What the browser adds to a remote field check (x-check) beyond calling its endpoint, by check
 * name (engine/registryKeys.ts checkNames, so a new check must say here whether it has more).
 * A mailing number can also be proposed by the server from the fields it is made of.
 */
import type { CheckName } from '../../engine/registryKeys.ts';

export interface ClientCheck {
  /** a button that asks the server for a value: its path, its query (query name -> record field) and its label key */
  readonly generate?: { readonly path: string; readonly params: Readonly<Record<string, string>>; readonly labelKey: string };
}

export const clientChecks: Readonly<Record<CheckName, ClientCheck>> = {
  participantNumber: {},
  mailingNumber: {
    generate: {
      path: '/sso/dms/mailing/number',
      params: { jenis: 'classification', jenis_spesifik: 'classification_spesific', originator: 'originator', documents_date: 'documents_date' },
      labelKey: 'dms.document.action.generateNumber',
    },
  },
};
