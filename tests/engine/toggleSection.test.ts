import { describe, expect, it } from 'vitest';
import { openSectionIds, toggleSection } from '../../engine/menu/toggleSection.ts';

const siblings = [
  { id: 'hr', submenu: [{ id: 'hr.deps', submenu: [{ id: 'hr.deps.report' }] }] },
  { id: 'dms', submenu: [{ id: 'dms.doc' }] },
  { id: 'archive', submenu: [{ id: 'archive.master' }] },
];

describe('toggleSection', () => {
  it('in accordion mode, opening a section closes its siblings of the same level (and what is open inside them)', () => {
    expect(toggleSection(['hr', 'hr.deps'], siblings[1], siblings)).toEqual(['dms']);
  });

  it('keeps sections open on other levels', () => {
    expect(toggleSection(['admin', 'dms'], siblings[0], siblings)).toEqual(['admin', 'hr']);
  });

  it('clicking an open section closes it', () => {
    expect(toggleSection(['hr', 'dms'], siblings[0], siblings)).toEqual(['dms']);
  });

  it('without accordion, sections open side by side', () => {
    expect(toggleSection(['hr'], siblings[1], siblings, { accordion: false })).toEqual(['hr', 'dms']);
  });
});

describe('openSectionIds', () => {
  it('collects the sections marked open, at any depth', () => {
    expect(openSectionIds([{ id: 'a', isOpen: true, submenu: [{ id: 'b', isOpen: true }, { id: 'c', isOpen: false }] }, { id: 'd' }])).toEqual(['a', 'b']);
  });
});
