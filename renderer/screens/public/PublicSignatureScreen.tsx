/**
 * /public/digital-signature/{id?}: without a code, a field to type the one printed on a signed
 * document; with one, what the fund's register says of it: valid or revoked, the document, the
 * signer, when, and the file's fingerprint. An unknown code says so, nothing more.
 */
import { Body1, Spinner, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { ScreenProps } from '../screenProps.ts';
import { CodeForm } from './CodeForm.tsx';
import { PublicFrame, PublicNotice } from './PublicFrame.tsx';
import { lookup } from './publicApi.ts';

interface Signature {
  readonly valid: boolean;
  readonly document_number: string;
  readonly document_title: string;
  readonly signer_name: string;
  readonly signer_position: string;
  readonly signed_at: string;
  readonly document_hash: string;
}

const rows: ReadonlyArray<[keyof Signature, string]> = [
  ['document_title', 'auth.public_signature.field.document_title'],
  ['document_number', 'auth.public_signature.field.document_number'],
  ['signer_name', 'auth.public_signature.field.signer_name'],
  ['signer_position', 'auth.public_signature.field.signer_position'],
  ['signed_at', 'auth.public_signature.field.signed_at'],
  ['document_hash', 'auth.public_signature.field.document_hash'],
];

export default function PublicSignatureScreen({ page, params }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const id = params.id;
  const answer = useSWR(id ? `/sso/public/digital-signature/${encodeURIComponent(id)}` : null, (path: string) => lookup<Signature>(path), { revalidateOnFocus: false, shouldRetryOnError: false });
  const date = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const state = !id || answer.data || answer.error ? 'ready' : 'loading';
  const result = answer.data;
  return (
    <PublicFrame title={page.titleKey} testId="public-signature" state={state}>
      {() => (
        <>
          <CodeForm key={id} base="/public/digital-signature" initial={id} action="public.check" />
          {id && !result && !answer.error && <Spinner size="small" />}
          {answer.error && <PublicNotice kind="error">{t('public.failed')}</PublicNotice>}
          {result && !result.found && (
            <PublicNotice kind="error" testId="signature-not-found">
              {t('public.signature.notFound')}
            </PublicNotice>
          )}
          {result?.found && (
            <>
              <PublicNotice kind={result.data.valid ? 'success' : 'error'} testId="signature-result">
                {t(result.data.valid ? 'public.signature.valid' : 'public.signature.revoked')}
              </PublicNotice>
              <dl style={{ display: 'grid', gap: 4, margin: 0 }}>
                {rows.map(([field, label]) => (
                  <div key={field}>
                    <dt>
                      <Text size={200} weight="semibold">
                        {t(label)}
                      </Text>
                    </dt>
                    <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
                      <Body1>{field === 'signed_at' ? date.format(new Date(result.data.signed_at)) : String(result.data[field] ?? '—')}</Body1>
                    </dd>
                  </div>
                ))}
              </dl>
            </>
          )}
        </>
      )}
    </PublicFrame>
  );
}
