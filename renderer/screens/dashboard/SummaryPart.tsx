/**
 * A dashboard part the server sends only to users allowed to see it (skd, dora): the day it
 * describes and a count per kind of record, each named by its label key (the record's title in
 * the user's language). Other shapes fall back to plain tiles.
 */
import { Body1, Caption1, Card, Subtitle1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

function label(key: string): string {
  return key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

interface Summary {
  readonly date?: string;
  readonly counts?: Readonly<Record<string, number>>;
  /** each count's label key, where the server names one */
  readonly labels?: Readonly<Record<string, string>>;
}

function asSummary(value: unknown): Summary {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { counts: { total: Array.isArray(value) ? value.length : Number(value) || 0 } };
  const record = value as Record<string, unknown>;
  if (record.counts && typeof record.counts === 'object') {
    const labels = record.labels && typeof record.labels === 'object' ? (record.labels as Record<string, string>) : undefined;
    return { date: typeof record.date === 'string' ? record.date : undefined, counts: record.counts as Record<string, number>, labels };
  }
  const counts = Object.fromEntries(Object.entries(record).filter(([, v]) => typeof v === 'number')) as Record<string, number>;
  return { date: typeof record.date === 'string' ? record.date : undefined, counts };
}

export function SummaryPart({ title, value, testId }: { readonly title: string; readonly value: unknown; readonly testId: string }) {
  const { t, i18n } = useTranslation();
  const summary = asSummary(value);
  const counts = Object.entries(summary.counts ?? {});
  const date = summary.date ? new Date(`${summary.date}T00:00:00`).toLocaleDateString(i18n.language, { dateStyle: 'long' }) : undefined;
  return (
    <Card className="pt-card" data-testid={testId}>
      <div>
        <Subtitle1 as="h2" block>
          {title}
        </Subtitle1>
        {date && <Caption1 className="pt-muted">{date}</Caption1>}
      </div>
      {counts.length === 0 ? (
        <Body1 className="pt-muted">{t('common.list.empty')}</Body1>
      ) : (
        <div className="pt-tiles">
          {counts.map(([key, count]) => (
            <div key={key} className="pt-tile">
              <span className="pt-tile-value">{count}</span>
              <Caption1>{summary.labels?.[key] ? t(summary.labels[key], { defaultValue: label(key) }) : label(key)}</Caption1>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
