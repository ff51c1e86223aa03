/**
 * /apps/dms/others/distribusi_surat_masuk/:id: one incoming letter as the mail desk distributes
 * it: what it is and who sent it, its dispositions so far, and the button that disposes it.
 */
import { Body1, Button, Card, Subtitle2, Title3 } from '@fluentui/react-components';
import { ArrowLeftRegular, SendRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { formatDate } from '../../generic/formatValue.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import './disposisi.css';
import type { ScreenProps } from '../screenProps.ts';
import { DisposisiProviders } from './DisposisiProviders.tsx';
import { disposisiApi } from './disposisiApi.ts';
import { LetterDispositions } from './IncomingMailScreen.tsx';

const shown = ['number', 'nomor_surat_asli', 'sender', 'receiver', 'tanggal_surat_diterima', 'documents_date', 'subject'] as const;

function Letter({ id, backTo }: { id: string; backTo: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const letter = useSWR(['disposisi', 'letter-record', id], () => disposisiApi.letter(id));
  if (letter.error && !letter.data) return <LoadFailed error={letter.error} retrying={letter.isValidating} onRetry={() => void letter.mutate()} />;
  if (!letter.data) return <Body1 className="pt-muted">{t('common.list.loading')}</Body1>;
  const record = letter.data;
  const value = (name: (typeof shown)[number]) => {
    const raw = record[name];
    if (raw === null || raw === undefined || raw === '') return '—';
    return name === 'tanggal_surat_diterima' || name === 'documents_date' ? formatDate(raw, i18n.language, false) : String(raw);
  };
  return (
    <div className="pt-stack" data-testid="incoming-letter-detail">
      <div className="pt-screen-head">
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('common.action.back')} onClick={() => navigate(backTo)} />
        <Title3 as="h1">{String(record.title ?? id)}</Title3>
        <span className="pt-grow" />
        <Button appearance="primary" icon={<SendRegular />} onClick={() => navigate(`/apps/disposisi/message?doc_id=${id}`, { state: { docTitle: record.title } })}>
          {t('disposisi.mail.dispose')}
        </Button>
      </div>
      <Card className="pt-card">
        <dl className="pt-detail-grid">
          {shown.map((name) => (
            <div key={name}>
              <dt>{t(`dms.document.field.${name}`)}</dt>
              <dd>{value(name)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="pt-card">
        <Subtitle2 as="h2">{t('disposisi.mail.dispositions')}</Subtitle2>
        <LetterDispositions docId={Number(id)} />
      </Card>
    </div>
  );
}

export default function IncomingLetterScreen({ page, params }: ScreenProps) {
  return (
    <DisposisiProviders>
      <Letter id={params.id ?? ''} backTo={page.path.replace(/\/:[^/]+$/, '')} />
    </DisposisiProviders>
  );
}
