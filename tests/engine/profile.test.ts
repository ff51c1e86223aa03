import { describe, expect, it } from 'vitest';
import { avatarPath, decodeProfileList, encodeProfileList } from '../../engine/user/profile.ts';

describe('decodeProfileList', () => {
  it('reads a base64-encoded JSON array of permissions', () => {
    // btoa('["view_users","view_roles"]')
    expect(decodeProfileList('WyJ2aWV3X3VzZXJzIiwidmlld19yb2xlcyJd')).toEqual(['view_users', 'view_roles']);
  });

  it('round-trips with encodeProfileList, UTF-8 included', () => {
    const list = ['supporting_admin.ticket_humas', 'view_residual-1', 'Pengguna ünïcødé', '日本'];
    expect(decodeProfileList(encodeProfileList(list))).toEqual(list);
    expect(decodeProfileList(encodeProfileList([]))).toEqual([]);
  });

  it('accepts base64url and missing padding', () => {
    const standard = encodeProfileList(['a?b>c', 'd~']);
    const url = standard.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeProfileList(url)).toEqual(['a?b>c', 'd~']);
  });

  it('anything invalid is an empty list', () => {
    expect(decodeProfileList('')).toEqual([]);
    expect(decodeProfileList('not base64 at all!')).toEqual([]);
    expect(decodeProfileList(btoa('{"view_users": true}'))).toEqual([]);
    expect(decodeProfileList(btoa('not json'))).toEqual([]);
    expect(decodeProfileList(btoa('"view_users"'))).toEqual([]);
    expect(decodeProfileList(btoa('\xff\xfe'))).toEqual([]);
    expect(decodeProfileList(undefined as unknown as string)).toEqual([]);
  });

  it('drops entries that are not strings', () => {
    expect(decodeProfileList(btoa('["view_users", 5, null, {"x": 1}]'))).toEqual(['view_users']);
  });
});

describe('avatarPath', () => {
  it('is /sso/gn/dp/{file}, default.jpg when there is none', () => {
    expect(avatarPath('budi.png')).toBe('/sso/gn/dp/budi.png');
    expect(avatarPath('')).toBe('/sso/gn/dp/default.jpg');
    expect(avatarPath(null)).toBe('/sso/gn/dp/default.jpg');
    expect(avatarPath('../etc/passwd')).toBe('/sso/gn/dp/..%2Fetc%2Fpasswd');
  });
});
