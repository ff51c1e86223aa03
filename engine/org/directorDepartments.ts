/**
 * modules.md section 6: the departments under each director position, and which director
 * positions a disposition may be sent to.
 */

const departmentsByDirectorPosition: ReadonlyMap<number, readonly number[]> = new Map([
  [4, [3, 7]],
  [5, [1, 2, 5]],
  [6, [4, 6, 9, 11]],
]);

/** The selectable position list is limited to these ids. */
export const selectableDirectorPositionIds: readonly number[] = [4, 5];

/** Position 4 gives departments 3 and 7; 5 gives 1, 2, 5; 6 gives 4, 6, 9, 11; others none. */
export function departmentsForDirectorPosition(positionId: number): number[] {
  return [...(departmentsByDirectorPosition.get(positionId) ?? [])];
}

/** Position ids 4 and 5, without the user's own. */
export function selectableDirectorPositions(currentPositionId: number): number[] {
  return selectableDirectorPositionIds.filter((id) => id !== currentPositionId);
}
