import { describe, expect, it } from 'vitest';
import { normaliseError } from '../../engine/errors/normaliseError.ts';
import type { ErrorBody } from '../../engine/wire/errorBody.ts';

const body = (value: unknown) => ({ status: 422, bodyText: JSON.stringify(value) });

describe('normaliseError (modules.md section 8)', () => {
  it("the server's message, then each entry of details, then of errors", () => {
    const error: ErrorBody = {
      message: 'Invalid list query',
      code: 'bad_query',
      details: ['Unknown sort field: salary'],
      errors: { title: ['Judul belum diisi'], documents_date: ['Tanggal Dokumen belum diisi'] },
    };
    expect(normaliseError(body(error))).toEqual(['Invalid list query', 'Unknown sort field: salary', 'Judul belum diisi', 'Tanggal Dokumen belum diisi']);
  });

  it("no body: 'Server Error!'", () => {
    expect(normaliseError({ status: 500 })).toEqual(['Server Error!']);
    expect(normaliseError({ status: 502, bodyText: '' })).toEqual(['Server Error!']);
    expect(normaliseError({ status: 502, bodyText: null })).toEqual(['Server Error!']);
    expect(normaliseError({})).toEqual(['Server Error!']);
  });

  it("unparseable: 'Something wrong!'", () => {
    expect(normaliseError({ status: 502, bodyText: '<html>Bad Gateway</html>' })).toEqual(['Something wrong!']);
    expect(normaliseError({ status: 500, bodyText: '{"message": ' })).toEqual(['Something wrong!']);
  });

  it('details and errors in every shape the servers send', () => {
    expect(normaliseError(body({ message: 'Gagal', details: [{ message: 'satu' }, 'dua', { other: 1 }] }))).toEqual(['Gagal', 'satu', 'dua']);
    expect(normaliseError(body({ message: 'Gagal', errors: { title: 'Judul belum diisi', no_peserta: ['Nomor peserta wajib diisi'] } }))).toEqual([
      'Gagal',
      'Judul belum diisi',
      'Nomor peserta wajib diisi',
    ]);
    expect(normaliseError(body({ message: 'Gagal', errors: ['Empty Messages'] }))).toEqual(['Gagal', 'Empty Messages']);
  });

  it('a body with errors but no message still shows the errors', () => {
    expect(normaliseError(body({ errors: { message: ['Empty Messages'] } }))).toEqual(['Empty Messages']);
  });

  it('a body with nothing to show is unreadable, not silent', () => {
    expect(normaliseError(body({}))).toEqual(['Something wrong!']);
    expect(normaliseError(body([1, 2]))).toEqual(['Something wrong!']);
    expect(normaliseError(body('text'))).toEqual(['Something wrong!']);
    expect(normaliseError(body(null))).toEqual(['Something wrong!']);
  });

  it('the same sentence is shown once', () => {
    expect(normaliseError(body({ message: 'Judul belum diisi', errors: { title: ['Judul belum diisi'] } }))).toEqual(['Judul belum diisi']);
  });

  it("takes app.json's texts in place of the defaults", () => {
    expect(normaliseError({}, { noBody: 'No answer' })).toEqual(['No answer']);
    expect(normaliseError({ bodyText: 'x' }, { unparseable: 'Unreadable' })).toEqual(['Unreadable']);
  });
});
