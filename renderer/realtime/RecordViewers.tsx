/**
 * Who else has this record's detail open, for the resources whose details are watched (a support
 * ticket: a handler sees that a colleague, or the requester, is on it already). Showing the
 * detail watches the record (set_ticket_watch), leaving it stops; the names come from the
 * server's active_ticket_watch, which lists everyone looking now. The user's own other tabs do
 * not count as someone else.
 */
import { Avatar, Text, makeStyles, tokens } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session/sessionStore.ts';
import { watchTicket } from './socketClient.ts';
import { useTicketWatchStore } from './ticketWatchStore.ts';

/** The resources whose detail tells who is looking at it (the server's ticket watch). */
const WATCHED_RESOURCES: ReadonlySet<string> = new Set(['support_ticket']);

const useStyles = makeStyles({
  viewers: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
});

export function RecordViewers({ resource, id }: { readonly resource: string; readonly id: string | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const watched = WATCHED_RESOURCES.has(resource) && id ? id : null;
  const me = useSessionStore((s) => s.user?.username);
  const viewers = useTicketWatchStore((s) => (watched ? s.viewers[watched] : undefined));
  const others = (viewers ?? []).filter((viewer) => viewer.username !== me);

  useEffect(() => {
    if (!watched) return;
    watchTicket(watched);
    return () => watchTicket(null);
  }, [watched]);

  if (!others.length) return null;
  return (
    <div className={styles.viewers} role="status" data-testid="record-viewers">
      <EyeRegular aria-hidden />
      {others.map((viewer) => (
        <Avatar key={viewer.username} size={20} name={viewer.name} color="colorful" aria-hidden />
      ))}
      <Text size={200}>{t('shell.realtime.alsoViewing', { names: others.map((viewer) => viewer.name).join(', ') })}</Text>
    </div>
  );
}
