import { describe, expect, it } from 'vitest';
import { fillPath, isPathUnder, matchSegments, normalisePath, parsePattern, searchAndHash, splitPath } from '../../engine/routes/path.ts';

describe('normalisePath', () => {
  it('trailing-slash variants behave the same; query string and hash are not part of the path', () => {
    expect(normalisePath('/apps/admin/users/')).toBe('/apps/admin/users');
    expect(normalisePath('/apps/admin/users?page=2#top')).toBe('/apps/admin/users');
    expect(normalisePath('/apps//admin/users//')).toBe('/apps/admin/users');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('/?message=noUser')).toBe('/');
  });

  it('searchAndHash keeps what normalisePath leaves out', () => {
    expect(searchAndHash('/?message=noUser')).toBe('?message=noUser');
    expect(searchAndHash('/a#x')).toBe('#x');
    expect(searchAndHash('/a')).toBe('');
    expect(splitPath('/a/b/')).toEqual(['a', 'b']);
  });
});

describe('parsePattern', () => {
  it("reads ':id' as a parameter and ':id?' as an optional one", () => {
    expect(parsePattern('/apps/support/ticket/:parameter?')).toEqual([
      { kind: 'static', value: 'apps' },
      { kind: 'static', value: 'support' },
      { kind: 'static', value: 'ticket' },
      { kind: 'param', name: 'parameter', optional: true },
    ]);
    expect(parsePattern('/apps/admin/users/:id')[3]).toEqual({ kind: 'param', name: 'id', optional: false });
  });
});

describe('matchSegments', () => {
  it('an optional parameter in the middle may be taken or left out', () => {
    const pattern = parsePattern('/a/:x?/b');
    expect(matchSegments(pattern, ['a', 'b'])?.params).toEqual({ x: undefined });
    expect(matchSegments(pattern, ['a', '1', 'b'])?.params).toEqual({ x: '1' });
    expect(matchSegments(pattern, ['a', '1', '2', 'b'])).toBeNull();
  });
});

describe('isPathUnder', () => {
  it('compares whole segments', () => {
    expect(isPathUnder('/apps/admin/users/5', '/apps/admin/users')).toBe(true);
    expect(isPathUnder('/apps/admin/users', '/apps/admin/users/')).toBe(true);
    expect(isPathUnder('/apps/admin/users-old', '/apps/admin/users')).toBe(false);
    expect(isPathUnder('/apps/admin', '/apps/admin/users')).toBe(false);
  });

  it('parameters match any segment; the root is under nothing but itself', () => {
    expect(isPathUnder('/apps/dms/doc/12/edit', '/apps/dms/doc/:id')).toBe(true);
    expect(isPathUnder('/apps/dms/doc', '/apps/dms/doc/:id?')).toBe(true);
    expect(isPathUnder('/apps/profile', '/')).toBe(false);
    expect(isPathUnder('/', '/')).toBe(true);
  });
});

describe('fillPath', () => {
  it('puts parameters in, escaped, and leaves an absent optional one out', () => {
    expect(fillPath('/apps/admin/users/:id', { id: 5 })).toBe('/apps/admin/users/5');
    expect(fillPath('/public/sharing/:id?', {})).toBe('/public/sharing');
    expect(fillPath('/apps/support/admin/ticket/:uuid', { uuid: 'a b/c' })).toBe('/apps/support/admin/ticket/a%20b%2Fc');
    expect(() => fillPath('/apps/admin/users/:id', {})).toThrow('Missing route parameter "id"');
  });
});
