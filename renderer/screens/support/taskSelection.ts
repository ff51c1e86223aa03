/** Which task's result documents the ticket detail shows under its tasks (one at a time). */
import { createContext, useContext } from 'react';
import type { RecordRow } from '../../data/dataProvider.ts';

export interface TaskSelection {
  readonly task: RecordRow | undefined;
  readonly select: (task: RecordRow | undefined) => void;
}

export const TaskSelectionContext = createContext<TaskSelection>({ task: undefined, select: () => undefined });

export const useTaskSelection = () => useContext(TaskSelectionContext);
