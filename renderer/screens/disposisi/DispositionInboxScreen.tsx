/**
 * /apps/disposisi: the signed-in user's disposition messages (modules.md: message list, 15 a
 * page, show_state), by box: received, unread, read, closed, sent. The unread count is the
 * header badge's; "Mark all as read" asks 'Apakah anda yakin?' and clears every disposition
 * notification. The list follows the badge: a disposition arriving live shows without reload.
 * The same list, one box only, is the DMS's unread page (others/belum_dibaca) and, over every
 * disposition, its monitoring page (others/monitoring_diposisi).
 */
import { Badge, Body1, Button, Card, Input, Tab, TabList, Title3 } from '@fluentui/react-components';
import { MailInboxRegular, MailReadRegular, SearchRegular, SendRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { useConfirm } from '../../generic/ConfirmDialog.tsx';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { ListPager, pageRangeOf } from '../../generic/list/ListPager.tsx';
import { useDebouncedValue } from '../../generic/list/useDebouncedValue.ts';
import { reportFailure } from '../../data/requestFailure.ts';
import { useBadgeStore } from '../../shell/badges/badgeStore.ts';
import { notifySuccess } from '../../shell/notifications.ts';
import './disposisi.css';
import { DisposisiProviders } from './DisposisiProviders.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { disposisiApi, showStates, type ShowState } from './disposisiApi.ts';
import { MessageRow, sideOfBox } from './MessageRow.tsx';

interface InboxProps {
  /** the boxes offered as tabs, the first the default */
  readonly boxes: readonly ShowState[];
  /** where a message opens: <base>/<id> */
  readonly base: string;
  readonly titleKey: string;
}

export function Inbox({ boxes, base, titleKey }: InboxProps) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = (boxes as readonly string[]).includes(params.get('show_state') ?? '') ? (params.get('show_state') as ShowState) : boxes[0];
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search.trim(), 300);
  const unread = useBadgeStore((s) => s.counts.dispositionNotifications);
  // The boxes of one's own dispositions offer the counter and clearing them; the monitoring list does not.
  const own = !boxes.includes('monitor');
  const list = useSWR(['disposisi', 'messages', state, q, page], () => disposisiApi.messages(state, q, page), { keepPreviousData: true });
  const { mutate } = list;

  // A disposition arriving or read elsewhere moves the badge: the list follows it.
  useEffect(() => {
    void mutate();
  }, [unread, mutate]);

  const go = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged, { replace: true });
  };
  useEffect(() => {
    if (q !== (params.get('q') ?? '')) go({ q, page: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  const clearAll = async () => {
    if (!(await confirm.confirm('clearNotifications'))) return;
    try {
      await disposisiApi.clearAll();
      notifySuccess(t('disposisi.inbox.cleared'));
      await mutate();
    } catch (error) {
      reportFailure(error);
    }
  };

  const answer = list.data;
  return (
    <div className="pt-stack" data-testid="disposition-inbox" data-screen-state={list.error && !answer ? 'failed' : answer ? 'ready' : 'loading'}>
      <div className="pt-screen-head">
        <Title3 as="h1">{t(titleKey)}</Title3>
        {own && unread > 0 && (
          <Badge appearance="filled" color="danger" data-testid="disposition-unread">
            {t('disposisi.inbox.unread', { count: unread })}
          </Badge>
        )}
        <span className="pt-grow" />
        <Button appearance="primary" icon={<SendRegular />} onClick={() => navigate('/apps/disposisi/message')}>
          {t('disposisi.inbox.compose')}
        </Button>
        <Button icon={<MailInboxRegular />} onClick={() => navigate('/apps/disposisi/list')}>
          {t('disposisi.inbox.incomingMail')}
        </Button>
        {own && (
          <Button icon={<MailReadRegular />} onClick={() => void clearAll()}>
            {t('disposisi.inbox.clearAll')}
          </Button>
        )}
      </div>
      {boxes.length > 1 && (
        <TabList selectedValue={state} onTabSelect={(_, data) => go({ show_state: data.value === boxes[0] ? '' : String(data.value), page: '' })} className="pt-tabs-wrap">
          {boxes.map((name) => (
            <Tab key={name} value={name}>
              {t(`disposisi.inbox.state.${name}`)}
            </Tab>
          ))}
        </TabList>
      )}
      <Input contentBefore={<SearchRegular />} value={search} onChange={(_, data) => setSearch(data.value)} placeholder={t('disposisi.inbox.search')} aria-label={t('disposisi.inbox.search')} />
      <Card className="pt-card">
        {list.error && !answer ? (
          <LoadFailed error={list.error} retrying={list.isValidating} onRetry={() => void mutate()} />
        ) : !answer ? (
          <Body1 className="pt-muted">{t('common.list.loading')}</Body1>
        ) : answer.data.length === 0 ? (
          <Body1 className="pt-muted" data-testid="disposition-empty">
            {t('disposisi.inbox.empty')}
          </Body1>
        ) : (
          <ul className="pt-disposition-list">
            {answer.data.map((message) => (
              <MessageRow key={message.id} message={message} side={sideOfBox(state)} base={base} />
            ))}
          </ul>
        )}
        {answer && answer.total > 0 && <ListPager page={page} range={pageRangeOf(answer)} onPage={(next) => go({ page: String(next) })} />}
      </Card>
    </div>
  );
}

export default function DispositionInboxScreen({ page }: ScreenProps) {
  return (
    <DisposisiProviders>
      <Inbox boxes={showStates} base="/apps/disposisi/message" titleKey={page.titleKey} />
    </DisposisiProviders>
  );
}
