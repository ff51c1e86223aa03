/**
 * The print views of a ticket's dispositions (GET /sso/support/print-disposisi/{id} and
 * print-disposisi-all/{documentId}): a plain HTML sheet the browser prints, every value escaped.
 * The spec names the views only; the sheet shows the ticket, then each disposition's recipient,
 * notes, sender and date.
 */
import type { ResourceRow } from '../db/database.ts';

const escape = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const when = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 16).replace('T', ' ') : escape(value));

export function dispositionSheet(ticket: ResourceRow, dispositions: readonly ResourceRow[]): string {
  const rows = dispositions
    .map((d, i) => `<tr><td>${i + 1}</td><td>${escape(d.recipient)}</td><td>${escape(d.notes)}</td><td>${escape(d.created_by)}</td><td>${when(d.created_at)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Disposisi ${escape(ticket.title)}</title>
<style>body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse;width:100%}td,th{border:1px solid #999;padding:.4rem;text-align:left;vertical-align:top}</style></head>
<body><h1>Lembar Disposisi</h1><p><strong>${escape(ticket.title)}</strong> (${escape(ticket.type ?? 'IT')})<br>${escape(ticket.created_by)}, ${when(ticket.created_at)}</p>
<table><thead><tr><th>No</th><th>Kepada</th><th>Catatan</th><th>Dari</th><th>Tanggal</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
}
