/**
 * /public/reset-password/{id?}: without a token, the visitor asks for a link by user name (the
 * answer is the same whether the account exists); with one, the link's account and the new
 * password twice, then a way to sign in. A used or expired link says so.
 */
import { Body1, Button, Field, Input, Spinner } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError, apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { PublicFrame, PublicNotice } from './PublicFrame.tsx';
import { lookup } from './publicApi.ts';

function messagesOf(error: unknown): readonly string[] {
  return error instanceof ApiError ? error.messages : [String(error)];
}

function RequestLink() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{
    kind: 'error' | 'success';
    messages: readonly string[];
  }>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body = await apiJson<{ message: string }>('/sso/public/reset-password', { method: 'POST', body: JSON.stringify({ username: username.trim() }) });
      setSaid({ kind: 'success', messages: [body.message] });
    } catch (error) {
      setSaid({ kind: 'error', messages: messagesOf(error) });
    }
    setBusy(false);
  };
  return (
    <form onSubmit={submit} className="pt-login-form" noValidate>
      <Field label={t('public.reset.username')} required>
        <Input name="username" autoComplete="username" value={username} onChange={(_, data) => setUsername(data.value)} />
      </Field>
      {said && (
        <PublicNotice kind={said.kind} testId={said.kind === 'error' ? 'reset-error' : 'reset-requested'}>
          {said.messages.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </PublicNotice>
      )}
      <Button type="submit" appearance="primary" disabled={busy || !username.trim()}>
        {t('public.reset.request')}
      </Button>
    </form>
  );
}

function NewPassword({ token, username }: { token: string; username: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<readonly string[]>([]);
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure([]);
    try {
      await apiJson(`/sso/public/reset-password/${encodeURIComponent(token)}`, {
        method: 'POST',
        body: JSON.stringify({ password, password_confirmation: confirmation }),
      });
      setDone(true);
    } catch (error) {
      setFailure(messagesOf(error));
    }
    setBusy(false);
  };
  if (done)
    return (
      <PublicNotice kind="success" testId="reset-done">
        {t('public.reset.done')}
      </PublicNotice>
    );
  return (
    <form onSubmit={submit} className="pt-login-form" noValidate>
      <Body1>{t('public.reset.for', { username })}</Body1>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field label={t('public.reset.password')} required>
        <Input name="password" type="password" autoComplete="new-password" value={password} onChange={(_, data) => setPassword(data.value)} />
      </Field>
      <Field label={t('public.reset.confirmation')} required>
        <Input name="password_confirmation" type="password" autoComplete="new-password" value={confirmation} onChange={(_, data) => setConfirmation(data.value)} />
      </Field>
      {failure.length > 0 && (
        <PublicNotice kind="error" testId="reset-error">
          {failure.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </PublicNotice>
      )}
      <Button type="submit" appearance="primary" disabled={busy || !password || !confirmation}>
        {t('public.reset.save')}
      </Button>
    </form>
  );
}

export default function PublicResetPasswordScreen({ page, params }: ScreenProps) {
  const { t } = useTranslation();
  const token = params.id;
  const answer = useSWR(token ? `/sso/public/reset-password/${encodeURIComponent(token)}` : null, (path: string) => lookup<{ username: string }>(path), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const result = answer.data;
  const state = !token || result || answer.error ? 'ready' : 'loading';
  return (
    <PublicFrame title={page.titleKey} testId="public-reset" state={state}>
      {() => (
        <>
          {!token && <RequestLink />}
          {token && !result && !answer.error && <Spinner size="small" />}
          {answer.error && <PublicNotice kind="error">{t('public.failed')}</PublicNotice>}
          {result && !result.found && (
            <>
              <PublicNotice kind="error" testId="reset-invalid">
                {result.messages[0]}
              </PublicNotice>
              <RequestLink />
            </>
          )}
          {result?.found && <NewPassword token={token!} username={result.data.username} />}
        </>
      )}
    </PublicFrame>
  );
}
