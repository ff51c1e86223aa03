/**
 * /public/sharing/{id?}: a guideline shared by a link. With a valid code: its title, number,
 * file and size, until when the link works, and a download button; otherwise a field to type a
 * code, and "not found or expired" for a code that does not open anything.
 */
import { Body1, Button, Spinner } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatFileSize } from '../../../engine/files/fileFormat.ts';
import type { ScreenProps } from '../screenProps.ts';
import { CodeForm } from './CodeForm.tsx';
import { PublicFrame, PublicNotice } from './PublicFrame.tsx';
import { lookup } from './publicApi.ts';

interface Shared {
  readonly title: string;
  readonly number: string | null;
  readonly expires_at: string;
  readonly file: {
    readonly name: string;
    readonly size: number;
    readonly mime_type: string;
  };
}

export default function PublicSharingScreen({ page, params }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const id = params.id;
  const path = id ? `/sso/public/sharing/${encodeURIComponent(id)}` : null;
  const answer = useSWR(path, (p: string) => lookup<Shared>(p), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const result = answer.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' });
  const state = !id || answer.data || answer.error ? 'ready' : 'loading';
  return (
    <PublicFrame title={page.titleKey} testId="public-sharing" state={state}>
      {() => (
        <>
          {!result?.found && <CodeForm key={id} base="/public/sharing" initial={id} action="public.open" />}
          {id && !result && !answer.error && <Spinner size="small" />}
          {answer.error && <PublicNotice kind="error">{t('public.failed')}</PublicNotice>}
          {result && !result.found && (
            <PublicNotice kind="error" testId="sharing-not-found">
              {result.messages[0]}
            </PublicNotice>
          )}
          {result?.found && (
            <div style={{ display: 'grid', gap: 8 }} data-testid="sharing-result">
              <Body1 style={{ fontWeight: 600 }}>{result.data.title}</Body1>
              {result.data.number && <Body1>{result.data.number}</Body1>}
              <Body1>{`${result.data.file.name} (${formatFileSize(result.data.file.size)})`}</Body1>
              <Body1>
                {t('public.sharing.expires', {
                  date: date.format(new Date(`${result.data.expires_at.slice(0, 10)}T00:00:00`)),
                })}
              </Body1>
              <Button as="a" appearance="primary" icon={<ArrowDownloadRegular />} href={`${path}/download`} download={result.data.file.name}>
                {t('public.sharing.download')}
              </Button>
            </div>
          )}
        </>
      )}
    </PublicFrame>
  );
}
