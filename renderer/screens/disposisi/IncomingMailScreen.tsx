/**
 * /apps/disposisi/list: the incoming mail to dispose (GET /sso/disposisi/incoming-mail, 10 a
 * page, newest received first or oldest), each letter with its dispositions on demand
 * (GET incoming-mail-disposisi) and a link that starts a disposition of it. Also the DMS's
 * incoming-mail distribution (others/distribusi_surat_masuk), whose letters open under it.
 */
import { Badge, Body1, Button, Caption1, Card, Dropdown, Input, Option, Title3 } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, SearchRegular, SendRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { definitions } from '../../definitions.ts';
import { formatDate } from '../../generic/formatValue.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { ListPager, pageRangeOf } from '../../generic/list/ListPager.tsx';
import { useDebouncedValue } from '../../generic/list/useDebouncedValue.ts';
import './disposisi.css';
import { DisposisiProviders } from './DisposisiProviders.tsx';
import { AppLink } from '../../shell/AppLink.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { MessageRow } from './MessageRow.tsx';
import { disposisiApi, type IncomingLetter } from './disposisiApi.ts';

export function LetterDispositions({ docId }: { docId: number }) {
  const { t } = useTranslation();
  const { data, error } = useSWR(['disposisi', 'letter', docId], () => disposisiApi.dispositionsOfLetter(docId));
  if (error) return <Caption1 className="pt-muted">{t('common.list.unavailable')}</Caption1>;
  if (!data) return <Caption1 className="pt-muted">{t('common.list.loading')}</Caption1>;
  if (!data.length) return <Caption1 className="pt-muted">{t('disposisi.mail.noDispositions')}</Caption1>;
  return (
    <ul className="pt-disposition-list" data-testid="letter-dispositions">
      {data.map((message) => (
        <MessageRow key={message.id} message={message} side="both" base="/apps/disposisi/message" showLetter={false} />
      ))}
    </ul>
  );
}

function Letter({ letter, letterBase }: { letter: IncomingLetter; letterBase?: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <li className="pt-mail-row" data-testid="incoming-letter">
      <div className="pt-screen-head">
        <Button
          appearance="subtle"
          icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
          aria-expanded={open}
          aria-label={open ? t('disposisi.mail.hideDispositions') : t('disposisi.mail.showDispositions')}
          onClick={() => setOpen(!open)}
        />
        <div className="pt-grow">
          <Body1 block>
            <strong>{letterBase ? <AppLink to={`${letterBase}/${letter.id}`}>{letter.title}</AppLink> : letter.title}</strong>
          </Body1>
          <Caption1 block className="pt-muted">
            {[letter.number ?? letter.nomor_surat_asli, letter.sender, letter.tanggal_surat_diterima && formatDate(letter.tanggal_surat_diterima, i18n.language, false)].filter(Boolean).join(' · ')}
          </Caption1>
        </div>
        <Badge appearance="tint" color={letter.dispositions ? 'brand' : 'subtle'}>
          {t('disposisi.mail.dispositions')}: {letter.dispositions}
        </Badge>
        {letter.unread > 0 && (
          <Badge appearance="filled" color="danger">
            {t('disposisi.inbox.unread', { count: letter.unread })}
          </Badge>
        )}
        <Button icon={<SendRegular />} onClick={() => navigate(`/apps/disposisi/message?doc_id=${letter.id}`, { state: { docTitle: letter.title } })}>
          {t('disposisi.mail.dispose')}
        </Button>
      </div>
      {open && <LetterDispositions docId={letter.id} />}
    </li>
  );
}

export default function IncomingMailScreen({ page }: ScreenProps) {
  // A page for one letter under this one (/:id) makes each title a link to it.
  const letterBase = definitions.pages.some((candidate) => candidate.path === `${page.path}/:id`) ? page.path : undefined;
  return (
    <DisposisiProviders>
      <IncomingMail titleKey={page.titleKey} letterBase={letterBase} />
    </DisposisiProviders>
  );
}

function IncomingMail({ titleKey, letterBase }: { titleKey: string; letterBase?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<'desc' | 'asc'>('desc');
  const q = useDebouncedValue(search.trim(), 300);
  const list = useSWR(['disposisi', 'incoming', q, page, sort], () => disposisiApi.incomingMail(q, page, sort), { keepPreviousData: true });
  const answer = list.data;
  const sortLabel = sort === 'desc' ? t('disposisi.mail.sortNewest') : t('disposisi.mail.sortOldest');
  return (
    <div className="pt-stack" data-testid="incoming-mail" data-screen-state={list.error && !answer ? 'failed' : answer ? 'ready' : 'loading'}>
      <div className="pt-screen-head">
        <Title3 as="h1">{t(titleKey)}</Title3>
      </div>
      <div className="pt-screen-head">
        <Input
          className="pt-grow"
          contentBefore={<SearchRegular />}
          value={search}
          onChange={(_, data) => {
            setSearch(data.value);
            setPage(1);
          }}
          placeholder={t('disposisi.mail.search')}
          aria-label={t('disposisi.mail.search')}
        />
        <Dropdown aria-label={sortLabel} value={sortLabel} selectedOptions={[sort]} onOptionSelect={(_, data) => setSort(data.optionValue === 'asc' ? 'asc' : 'desc')}>
          <Option value="desc">{t('disposisi.mail.sortNewest')}</Option>
          <Option value="asc">{t('disposisi.mail.sortOldest')}</Option>
        </Dropdown>
      </div>
      <Card className="pt-card">
        {list.error && !answer ? (
          <LoadFailed error={list.error} retrying={list.isValidating} onRetry={() => void list.mutate()} />
        ) : !answer ? (
          <Body1 className="pt-muted">{t('common.list.loading')}</Body1>
        ) : answer.data.length === 0 ? (
          <Body1 className="pt-muted">{t('disposisi.mail.none')}</Body1>
        ) : (
          <ul className="pt-disposition-list">
            {answer.data.map((letter) => (
              <Letter key={letter.id} letter={letter} letterBase={letterBase} />
            ))}
          </ul>
        )}
        {answer && answer.total > 0 && <ListPager page={page} range={pageRangeOf(answer)} onPage={setPage} />}
      </Card>
    </div>
  );
}
