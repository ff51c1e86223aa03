/**
 * Demo helpdesk tickets: 320 tickets filed from June to late November 2026 by the staff demo
 * users, over the three channels, every classification, platform and asset, in every status,
 * the closed ones mostly rated, so each helpdesk report shows real figures on a fresh start.
 * Drawn from a fixed seed: every start (and every test database) gets the same tickets.
 */
import type { SeedRow } from '../seed/organisation.ts';

const requesters = ['staff', 'kaur', 'kabid', 'hr', 'arsip', 'kpst', 'risk', 'auditor', 'spi', 'direksi'];
const handlers = ['support', 'support', 'support', 'admin'];

const supportTitles: ReadonlyArray<readonly [string, number]> = [
  ['Laptop will not start', 1],
  ['Application error when saving', 2],
  ['Wi-Fi keeps disconnecting', 3],
  ['Account locked after password change', 4],
  ['Printer on floor 2 jams', 5],
  ['Mailbox is full', 6],
  ['Headset microphone not detected', 7],
  ['Install statistics software', 2],
  ['VPN access for home office', 3],
  ['Access to the archive application', 4],
];

/** A small deterministic generator (mulberry32), so the demo data is the same every time. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function helpdeskDemoTickets(count = 320): SeedRow[] {
  const next = random(13);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const start = Date.parse('2026-06-01T01:00:00Z');
  const end = Date.parse('2026-11-24T09:00:00Z');
  const rows: SeedRow[] = [];
  for (let i = 0; i < count; i++) {
    const filed = new Date(start + Math.floor(((end - start) * i) / count) + Math.floor(next() * 6 * 3600_000));
    const ageDays = (end - filed.getTime()) / 86_400_000;
    const roll = next();
    const channel = roll < 0.6 ? 'support' : roll < 0.8 ? 'rental' : 'vc';
    // Older tickets are mostly closed; the last weeks' are still being worked on.
    const s = next();
    const status = ageDays > 21 ? (s < 0.8 ? 4 : s < 0.9 ? 3 : 5) : s < 0.3 ? 1 : s < 0.55 ? 2 : s < 0.75 ? 3 : s < 0.95 ? 4 : 5;
    const row: SeedRow = { channel, status, created_by: pick(requesters), created_at: filed.toISOString() };
    if (channel === 'support') {
      const [title, problem] = pick(supportTitles);
      Object.assign(row, {
        title,
        description: `${title}. Reported from the requester's desk; please help.`,
        ticket_classification_id: problem === 2 && next() < 0.5 ? 2 : next() < 0.2 ? 3 : 1,
        problem_classification_id: problem,
        platform_id: 1 + Math.floor(next() * 5),
        department_classification_id: problem === 3 ? 2 : problem === 2 || problem === 4 ? 3 : problem === 1 && next() < 0.3 ? 1 : 4,
      });
    } else if (channel === 'rental') {
      const asset = 1 + Math.floor(next() * 10);
      Object.assign(row, {
        title: 'Equipment rental',
        description: 'Borrowing equipment for a training or a field visit.',
        ticket_classification_id: 4,
        problem_classification_id: asset === 5 || asset === 6 || asset >= 7 ? 7 : 1,
        department_classification_id: 4,
        asset_id: asset,
        event_date: new Date(filed.getTime() + 2 * 86_400_000).toISOString().slice(0, 10),
      });
    } else {
      Object.assign(row, {
        title: 'Video conference assistance',
        description: 'Setting up the meeting room and the online meeting.',
        ticket_classification_id: 5,
        problem_classification_id: 7,
        platform_id: next() < 0.6 ? 6 : 7,
        department_classification_id: 5,
        event_date: new Date(filed.getTime() + 86_400_000).toISOString().slice(0, 10),
        ...(status >= 3 && status <= 4 ? { recording_status_id: 1 + Math.floor(next() * 3) } : {}),
      });
    }
    if (status >= 2 && status <= 4) row.handler = pick(handlers);
    if (status >= 3 && status <= 4) row.resolution = 'Handled and checked with the requester.';
    if (status === 4) {
      row.closed_at = new Date(filed.getTime() + (1 + Math.floor(next() * 5)) * 86_400_000).toISOString();
      const r = next();
      if (r < 0.85) row.rating = r < 0.05 ? 1 : r < 0.12 ? 2 : r < 0.3 ? 3 : r < 0.6 ? 4 : 5;
    }
    if (status >= 2 && next() < 0.25) row.progress_status_id = 1 + Math.floor(next() * 5);
    rows.push(row);
  }
  return rows;
}
