/**
 * The signed-in user's closed tickets that still wait for a rating (1 to 5), each rated in place
 * (PUT /sso/helpdesk/ticket/{id}/rate, the requester's own closed tickets only). Shown on the
 * helpdesk dashboard, where a requester lands; hidden when nothing waits.
 */
import { Card, CardHeader, Rating, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { reportFailure } from '../../data/requestFailure.ts';
import { apiJson } from '../../session/apiClient.ts';

interface ClosedTicket {
  readonly id: number;
  readonly title: string;
  readonly rating: number | null;
}

const useStyles = makeStyles({
  card: { padding: tokens.spacingVerticalM, minWidth: 0 },
  rows: { display: 'grid', gap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
});

const closedOwnTickets = '/sso/helpdesk/ticket/mine?filter[status]=4&paging[]=50&paging[]=1&sorter[]=created_at&sorter[]=desc';

export function RateTicketsCard({ onRated }: { onRated: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { data, mutate } = useSWR(['helpdeskToRate'], () => apiJson<{ data: ClosedTicket[] }>(closedOwnTickets), { revalidateOnFocus: false });
  const waiting = (data?.data ?? []).filter((ticket) => ticket.rating === null);
  if (waiting.length === 0) return null;
  const rate = async (ticket: ClosedTicket, rating: number) => {
    try {
      await apiJson(`/sso/helpdesk/ticket/${ticket.id}/rate`, { method: 'PUT', body: JSON.stringify({ rating }) });
      await mutate();
      onRated();
    } catch (failure) {
      reportFailure(failure);
    }
  };
  return (
    <Card className={styles.card} data-testid="helpdesk-rate">
      <CardHeader header={<Text weight="semibold">{t('helpdesk.dashboard.toRate')}</Text>} />
      <div className={styles.rows}>
        {waiting.map((ticket) => (
          <div key={ticket.id} className={styles.row} data-ticket={ticket.id}>
            <Text>{ticket.title}</Text>
            <Rating aria-label={`${t('helpdesk.ticket.field.rating')}: ${ticket.title}`} max={5} onChange={(_, { value }) => void rate(ticket, value)} />
          </div>
        ))}
      </div>
    </Card>
  );
}
