/** Tree order of a self-referencing list: children under their parent, matches under their ancestors. */
import { describe, expect, it } from 'vitest';
import { treeRows } from '../../renderer/generic/list/treeRows.ts';

// Sorted by code, as the server sends them: parents do not come first.
const rows = [
  { id: 3, code: 'A-R1-K1', parent_id: 2 },
  { id: 1, code: 'A', parent_id: null },
  { id: 2, code: 'A-R1', parent_id: 1 },
  { id: 4, code: 'A-R2', parent_id: 1 },
  { id: 5, code: 'B', parent_id: null },
  { id: 6, code: 'C-orphan', parent_id: 99 },
];
const shape = (list: ReturnType<typeof treeRows>) => list.map((r) => `${'  '.repeat(r.level - 1)}${r.row.code}${r.hasChildren ? (r.expanded ? ' -' : ' +') : ''}${r.context ? ' (context)' : ''}`);

describe('treeRows', () => {
  it('puts children under their parents, roots open, deeper rows closed', () => {
    expect(shape(treeRows(rows, 'parent_id', undefined, (_id, level) => level <= 1))).toEqual(['A -', '  A-R1 +', '  A-R2', 'B', 'C-orphan']);
  });

  it('opens a row the user opened, with positions among siblings', () => {
    const list = treeRows(rows, 'parent_id', undefined, () => true);
    expect(shape(list)).toEqual(['A -', '  A-R1 -', '    A-R1-K1', '  A-R2', 'B', 'C-orphan']);
    expect(list.find((r) => r.row.code === 'A-R2')).toMatchObject({ level: 2, posInSet: 2, setSize: 2, parentId: '1' });
  });

  it('shows a match under its ancestors, which are marked as context', () => {
    expect(shape(treeRows(rows, 'parent_id', new Set(['3']), () => true))).toEqual(['A - (context)', '  A-R1 - (context)', '    A-R1-K1']);
  });
});

describe('treeRows with a ring of parents', () => {
  it('shows rows whose parents point at each other, the first as a root', () => {
    const ring = [
      { id: 1, code: 'X', parent_id: 2 },
      { id: 2, code: 'Y', parent_id: 1 },
      { id: 3, code: 'Z', parent_id: null },
    ];
    expect(shape(treeRows(ring, 'parent_id', undefined, () => true))).toEqual(['Z', 'X -', '  Y']);
    expect(shape(treeRows(ring, 'parent_id', undefined, () => false))).toEqual(['Z', 'X +']);
  });
});
