/** The authentication statistics (their shapes: engine/wire/advStatistic.ts) and the periods to choose from. */
import useSWR from 'swr';
import { apiJson } from '../../session/apiClient.ts';
import type { AuthenticationStatistic, BankStatistic, MonthTransactions, Period } from '../../../engine/wire/advStatistic.ts';

const fetchData = <T,>(url: string) => apiJson<{ data: T }>(url).then((answer) => answer.data);
const once = { revalidateOnFocus: false, keepPreviousData: true };

export function statisticPath(kind: 'peserta' | 'bank', periodId: string, suffix = ''): string {
  return `/sso/adv/statistic/autentikasi/${kind}${suffix}${periodId ? `?periode_id=${encodeURIComponent(periodId)}` : ''}`;
}

export const useAuthenticationStatistic = (periodId: string) => useSWR(statisticPath('peserta', periodId), fetchData<AuthenticationStatistic>, once);
export const useBankStatistic = (periodId: string) => useSWR(statisticPath('bank', periodId), fetchData<BankStatistic>, once);
export const useTransactions = () => useSWR('/sso/adv/statistic/transaksi-mp', fetchData<MonthTransactions[]>, once);

/** Every authentication period, newest first (the spec's list call with q, page and perpage). */
export function usePeriods() {
  return useSWR('/sso/adv/config/periode-otentikasi?q=&page=1&perpage=100', (url: string) => apiJson<{ data: Period[] }>(url).then((answer) => answer.data), once);
}
