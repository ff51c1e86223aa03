/**
 * What a named screen may add to the generic detail of a record without copying it: buttons in
 * the head, the view of a child resource a section uses (which of its create actions this user's
 * Add calls, or none), the values a child's Add form starts with besides the parent key (an
 * approval's tier for the record's stage), each child row's own actions, what stands under a
 * child section, and what to reload after a child was added (the parent's stage moved). The
 * generic detail with no extensions is the detail as declared.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import type { FormValues } from '../form/formData.ts';

export interface DetailExtensions {
  /** buttons beside the record's own (Edit, transitions) */
  readonly actions?: (record: RecordRow) => ReactNode;
  /** the child resource as this user's section uses it; default the child itself */
  readonly childResource?: (child: LoadedResource, record: RecordRow) => LoadedResource;
  /** a child's own actions on each of its rows */
  readonly rowExtras?: (child: LoadedResource, row: RecordRow) => ReactNode;
  /** shown under a child's section */
  readonly after?: (child: LoadedResource, record: RecordRow) => ReactNode;
  readonly childCreate?: ChildCreateExtension;
}

/** What an Add form of a child section starts with, and what it does once saved. */
export interface ChildCreateExtension {
  /** values besides the parent key, which stay editable */
  readonly preset?: (child: LoadedResource) => FormValues | undefined;
  /** values besides the parent key always sent, as it is (a task document's ticket) */
  readonly fixed?: (child: LoadedResource) => FormValues | undefined;
  readonly onSaved?: (child: LoadedResource) => void;
}

const ChildCreateContext = createContext<ChildCreateExtension | undefined>(undefined);

export const ChildCreateProvider = ChildCreateContext.Provider;

export const useChildCreateExtension = () => useContext(ChildCreateContext);
