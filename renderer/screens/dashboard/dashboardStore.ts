/**
 * Dashboard data of shell.md section 3: the birthday list, the skd and dora parts (present only
 * when the server's permission gate lets them through) and the overlay flag. The header's
 * refresh and the dashboard screen both call `refreshDashboard`.
 */
import { create } from 'zustand';
import { apiJson, ApiError } from '../../session/apiClient.ts';
import { notifyError } from '../../shell/notifications.ts';

export type BirthdayPerson = Readonly<Record<string, unknown>>;

export interface DashboardData {
  readonly birthday: readonly BirthdayPerson[];
  readonly skd?: unknown;
  readonly dora?: unknown;
}

interface DashboardState {
  data: DashboardData | null;
  /** the header's loading overlay: on while the birthday call runs */
  overlay: boolean;
  loadedAt: number | null;
}

export const useDashboardStore = create<DashboardState>()(() => ({ data: null, overlay: false, loadedAt: null }));

let running: Promise<void> | null = null;

export function refreshDashboard(): Promise<void> {
  running ??= (async () => {
    useDashboardStore.setState({ overlay: true });
    try {
      const answer = await apiJson<{ data?: Partial<DashboardData> }>('/sso/gn/birthday');
      const data = answer?.data ?? {};
      useDashboardStore.setState({
        data: {
          birthday: Array.isArray(data.birthday) ? data.birthday : [],
          ...(data.skd !== undefined && data.skd !== null && { skd: data.skd }),
          ...(data.dora !== undefined && data.dora !== null && { dora: data.dora }),
        },
        loadedAt: Date.now(),
      });
    } catch (error) {
      notifyError(error instanceof ApiError ? error.messages : ['Something wrong!']);
    } finally {
      useDashboardStore.setState({ overlay: false });
      running = null;
    }
  })();
  return running;
}

export function clearDashboard(): void {
  useDashboardStore.setState({ data: null, loadedAt: null });
}
