/**
 * The classification sidebar (/apps/archive/pov/classification): the classification tree one
 * level at a time, jenis first, from GET /sso/archive/pov/classification, each entry with the
 * records filed under it; a choice narrows the table beside it.
 */
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiJson } from '../../session/apiClient.ts';
import type { ArchiveActive } from './archiveQuery.ts';
import { PovNodeList, type PovListNode } from './PovNodeList.tsx';

interface PovClassificationAnswer {
  level: number;
  path: { value: number; label: string; level: number }[];
  data: (PovListNode & { level: number })[];
}

export function ClassificationSidebar({ active, onChange, refreshKey }: { active: ArchiveActive; onChange: (active: ArchiveActive) => void; refreshKey: string }) {
  const { t } = useTranslation();
  const url = `/sso/archive/pov/classification${active.classification ? `?active_classification=${encodeURIComponent(active.classification)}` : ''}`;
  const answer = useSWR<PovClassificationAnswer>(['archive-pov-classification', url, refreshKey], () => apiJson<PovClassificationAnswer>(url), { keepPreviousData: true, revalidateOnFocus: false });
  const path = answer.data?.path ?? [];
  const current = path.at(-1);
  // One level up: the parent of the chosen entry (a leaf's parent shows the leaf's siblings).
  const parent = current ? (current.level === 3 ? path.at(-3) : path.at(-2)) : undefined;
  const title = current && current.level < 3 ? current.label : (parent?.label ?? t('archive.pov.classifications'));
  return (
    <PovNodeList
      title={title}
      ariaLabel={t('archive.pov.classificationSidebar')}
      nodes={answer.data?.data ?? []}
      loading={answer.isLoading}
      onChoose={(node) => onChange({ classification: String(node.value) })}
      onBack={current ? () => onChange(parent ? { classification: String(parent.value) } : {}) : undefined}
      backLabel={parent?.label ?? t('archive.pov.allClassifications')}
    />
  );
}
