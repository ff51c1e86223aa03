/**
 * The disposition calls (modules.md section 7) as the disposition screens use them. Every answer
 * is the caller's own: the server scopes each call to the signed-in user.
 */
import { apiJson } from '../../session/apiClient.ts';

export interface DispositionMessage {
  readonly id: number;
  readonly doc_id: number | null;
  readonly doc_title: string | null;
  readonly doc_number: string | null;
  readonly task_id: number | null;
  readonly notes: string;
  readonly priority: number;
  readonly hashtags: string[] | null;
  readonly status: number;
  readonly recipient: string;
  readonly recipient_name: string;
  readonly recipient_group: string | null;
  readonly department_id: number | null;
  readonly created_by: string;
  readonly sender_name: string;
  readonly created_at: string;
  readonly read_at: string | null;
}

export interface MessagePage {
  readonly data: DispositionMessage[];
  readonly total: number;
  readonly page: number;
  readonly per_page: number;
  readonly from: number;
  readonly to: number;
  readonly last_page: number;
}

export interface Option {
  readonly value: string | number;
  readonly label: string;
}

export interface GroupMember {
  readonly username: string;
  readonly name: string;
  readonly rank: string;
  readonly position: string | null;
  readonly department: string | null;
}

export interface IncomingLetter {
  readonly id: number;
  readonly title: string;
  readonly number: string | null;
  readonly nomor_surat_asli: string | null;
  readonly sender: string | null;
  readonly tanggal_surat_diterima: string | null;
  readonly dispositions: number;
  readonly unread: number;
}

/** The boxes of one's own dispositions; `monitor` is everyone's, for the monitoring permission. */
export const showStates = ['inbox', 'unread', 'read', 'closed', 'sent'] as const;
export type ShowState = (typeof showStates)[number] | 'monitor';

const query = (params: Record<string, string | number | undefined | null>) =>
  new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined || value === null || value === '' ? [] : [[key, String(value)]]))).toString();

export const disposisiApi = {
  messages: (showState: ShowState, q: string, page: number) => apiJson<MessagePage>(`/sso/disposisi/data?${query({ q, page, per_page: 15, show_state: showState })}`),
  message: async (id: string) => (await apiJson<{ data: DispositionMessage }>(`/sso/disposisi/data/${encodeURIComponent(id)}`)).data,
  unreadCount: () => apiJson<number>('/sso/disposisi/notif'),
  clearOne: (id: number) => apiJson<unknown>(`/sso/disposisi/clear-notif?${query({ disposisi_id: id })}`),
  clearAll: () => apiJson<unknown>('/sso/disposisi/clear-notif-all'),
  options: async (path: string, params: Record<string, string | number | undefined | null> = {}) => {
    const q = query(params);
    return (await apiJson<{ data: Option[] }>(q ? `${path}?${q}` : path)).data;
  },
  automaticGroup: async () => (await apiJson<{ data: { group: string; members: GroupMember[] } }>('/sso/disposisi/group-auto')).data,
  groupMembers: async (group: string, params: Record<string, string | number | undefined | null>) => {
    const q = query(params);
    return (await apiJson<{ data: GroupMember[] }>(`/sso/disposisi/group/${encodeURIComponent(group)}${q ? `?${q}` : ''}`)).data;
  },
  sendToUser: (body: Record<string, unknown>) => apiJson<{ message: string }>('/sso/disposisi/user/data', { method: 'POST', body: JSON.stringify(body) }),
  sendToGroup: (body: Record<string, unknown>) => apiJson<{ message: string; data: { recipients: string[] } }>('/sso/disposisi/data', { method: 'POST', body: JSON.stringify(body) }),
  changePriority: (id: number, priority: number) => apiJson<{ message: string }>(`/sso/disposisi/priority/${id}`, { method: 'PUT', body: JSON.stringify({ priority }) }),
  close: (id: number) => apiJson<{ message: string }>(`/sso/disposisi/status/${id}`, { method: 'PUT', body: '{}' }),
  remove: (id: number) => apiJson<{ message: string }>(`/sso/disposisi/data/${id}`, { method: 'DELETE' }),
  letter: async (id: string) => (await apiJson<{ data: Record<string, unknown> }>(`/sso/dms/documents/${encodeURIComponent(id)}`)).data,
  incomingMail: (q: string, page: number, sortType: 'asc' | 'desc') =>
    apiJson<{ data: IncomingLetter[]; total: number; page: number; from: number; to: number; last_page: number }>(
      `/sso/disposisi/incoming-mail?${query({ q, page, perpage: 10, sort_by: 'tanggal_surat_diterima', sort_type: sortType })}`,
    ),
  dispositionsOfLetter: async (docId: number) => (await apiJson<{ data: DispositionMessage[] }>(`/sso/disposisi/incoming-mail-disposisi?${query({ doc_id: docId })}`)).data,
};
