/**
 * The location sidebar (modules.md: rooms, racks, binders; it starts at rooms), read from
 * GET /sso/archive/pov/location with the chosen node. Choosing a room shows its racks, a rack its
 * binders; each choice narrows the table beside it.
 */
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiJson } from '../../session/apiClient.ts';
import type { ArchiveActive } from './archiveQuery.ts';
import { PovNodeList, type PovListNode } from './PovNodeList.tsx';

interface PovLocationAnswer {
  level: 'ruangan' | 'rak' | 'odner';
  path: { level: string; value: number | string; label: string }[];
  data: (PovListNode & { level: string })[];
  total: number;
}

export function povLocationUrl(active: ArchiveActive): string {
  const params = new URLSearchParams();
  if (active.ruangan) params.set('active_ruangan', active.ruangan);
  if (active.rak) params.set('active_rak', active.rak);
  if (active.odner) params.set('active_odner', active.odner);
  const query = params.toString();
  return `/sso/archive/pov/location${query ? `?${query}` : ''}`;
}

export function LocationSidebar({ active, onChange, refreshKey }: { active: ArchiveActive; onChange: (active: ArchiveActive) => void; refreshKey: string }) {
  const { t } = useTranslation();
  const url = povLocationUrl(active);
  const answer = useSWR<PovLocationAnswer>(['archive-pov-location', url, refreshKey], () => apiJson<PovLocationAnswer>(url), { keepPreviousData: true, revalidateOnFocus: false });
  const data = answer.data;
  const room = data?.path.find((p) => p.level === 'ruangan');
  const rack = data?.path.find((p) => p.level === 'rak');
  const title = !data || data.level === 'ruangan' ? t('archive.pov.rooms') : data.level === 'rak' ? t('archive.pov.racks', { room: room?.label ?? '' }) : t('archive.pov.binders', { rack: rack?.label ?? '' });
  const choose = (node: PovListNode) => {
    const value = String(node.value);
    if (!active.ruangan) onChange({ ruangan: value });
    else if (!active.rak) onChange({ ruangan: active.ruangan, rak: value });
    else onChange({ ruangan: active.ruangan, rak: active.rak, odner: active.odner === value ? undefined : value });
  };
  const back = active.rak ? () => onChange({ ruangan: active.ruangan }) : active.ruangan ? () => onChange({}) : undefined;
  return (
    <PovNodeList
      title={title}
      ariaLabel={t('archive.pov.sidebar')}
      nodes={data?.data ?? []}
      loading={answer.isLoading}
      onChoose={choose}
      onBack={back}
      backLabel={active.rak ? (room?.label ?? t('archive.pov.back')) : t('archive.pov.allRooms')}
    />
  );
}
