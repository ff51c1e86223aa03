import { describe, expect, it } from 'vitest';
import { departmentsForDirectorPosition, selectableDirectorPositions } from '../../engine/org/directorDepartments.ts';

describe('departmentsForDirectorPosition (modules.md section 6)', () => {
  it('position 4 gives departments 3 and 7; 5 gives 1, 2, 5; 6 gives 4, 6, 9, 11', () => {
    expect(departmentsForDirectorPosition(4)).toEqual([3, 7]);
    expect(departmentsForDirectorPosition(5)).toEqual([1, 2, 5]);
    expect(departmentsForDirectorPosition(6)).toEqual([4, 6, 9, 11]);
  });

  it('others none', () => {
    for (const id of [0, 1, 3, 7, 99, -4, Number.NaN]) expect(departmentsForDirectorPosition(id)).toEqual([]);
  });

  it('a caller changing the answer does not change the next one', () => {
    departmentsForDirectorPosition(4).push(99);
    expect(departmentsForDirectorPosition(4)).toEqual([3, 7]);
  });
});

describe('selectableDirectorPositions', () => {
  it('position ids 4 and 5, excluding the current one', () => {
    expect(selectableDirectorPositions(4)).toEqual([5]);
    expect(selectableDirectorPositions(5)).toEqual([4]);
    expect(selectableDirectorPositions(6)).toEqual([4, 5]);
    expect(selectableDirectorPositions(1)).toEqual([4, 5]);
  });
});
