/**
 * Sign-in (/login, /login_page, and the root while signed out): user name and password, then
 * the page the user came for, or the home page. A refusal shows in the form, right under the
 * fields it is about, and stays until the next try (a toast in the corner went unseen).
 *
 * The first page most people load, so it is kept light: the panel and the two notices are plain
 * elements styled with the theme's variables (layout.css) rather than Card and MessageBar, which
 * bring focus-group management and motion code (about 25 KiB gzipped) a sign-in form never uses.
 */
import { Button, Field, Input, Title2, Body1 } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { definitions } from '../../definitions.ts';
import { ApiError } from '../../session/apiClient.ts';
import { login } from '../../session/authActions.ts';
import { welcomeNotification } from '../../session/serviceWorker.ts';

/** Only a path of this site may be a destination after sign-in. */
function safeDestination(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export default function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<readonly string[]>([]);
  const noUser = search.get('message') === 'noUser';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure([]);
    try {
      await login(username.trim(), password);
      void welcomeNotification();
      void navigate(safeDestination(search.get('redirect')) ?? definitions.app.router.homePath, { replace: true });
    } catch (error) {
      setFailure(error instanceof ApiError ? error.messages : [error instanceof Error ? error.message : String(error)]);
      setBusy(false);
    }
  };

  return (
    <div className="pt-login">
      <main className="pt-login-card">
        <div className="pt-login-brand">
          <img src="/logo.svg" alt="" width={48} height={48} />
          <Title2 as="h1">{definitions.app.title}</Title2>
        </div>
        <Body1>{t('shell.login.title')}</Body1>
        {noUser && (
          <div className="pt-notice pt-notice-warning" role="status" data-testid="login-no-user">
            {t('shell.layout.noUser')}
          </div>
        )}
        <form onSubmit={submit} className="pt-login-form" noValidate>
          <Field label={t('shell.login.username')} required>
            <Input name="username" autoComplete="username" value={username} onChange={(_, data) => setUsername(data.value)} autoFocus />
          </Field>
          <Field label={t('shell.login.password')} required>
            <Input name="password" type="password" autoComplete="current-password" value={password} onChange={(_, data) => setPassword(data.value)} />
          </Field>
          {failure.length > 0 && (
            <div className="pt-notice pt-notice-error" role="alert" data-testid="login-error">
              {failure.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </div>
          )}
          <Button type="submit" appearance="primary" disabled={busy || !username || !password} data-testid="login-submit">
            {busy ? t('shell.login.submitting') : t('shell.login.submit')}
          </Button>
        </form>
      </main>
    </div>
  );
}
