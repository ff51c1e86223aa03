/**
 * Change of password (/apps/change-password). Success clears must_change_password on the
 * server; reloading the profile brings the full menu back.
 */
import { Button, Card, Field, Input, MessageBar, MessageBarBody, Title3 } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../session/apiClient.ts';
import { changePassword } from '../../session/authActions.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { notifyError, notifySuccess } from '../../shell/notifications.ts';
import type { ScreenProps } from '../screenProps.ts';

export default function ChangePasswordScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const mustChange = useSessionStore((s) => !!s.user?.must_change_password);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const mismatch = confirmation !== '' && confirmation !== password;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || mismatch) return;
    setBusy(true);
    try {
      await changePassword(oldPassword, password);
      notifySuccess();
      setOldPassword('');
      setPassword('');
      setConfirmation('');
    } catch (error) {
      notifyError(error instanceof ApiError ? error.messages : [String(error)]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="pt-card pt-narrow-card">
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {mustChange && (
        <MessageBar intent="warning" data-testid="must-change-password">
          <MessageBarBody>{t('shell.changePassword.mustChange')}</MessageBarBody>
        </MessageBar>
      )}
      <form onSubmit={submit} className="pt-form" noValidate>
        <Field label={t('shell.changePassword.current')} required>
          <Input type="password" name="old_password" autoComplete="current-password" value={oldPassword} onChange={(_, d) => setOldPassword(d.value)} />
        </Field>
        <Field label={t('shell.changePassword.new')} required>
          <Input type="password" name="password" autoComplete="new-password" value={password} onChange={(_, d) => setPassword(d.value)} />
        </Field>
        <Field
          label={t('shell.changePassword.confirm')}
          required
          validationState={mismatch ? 'error' : 'none'}
          validationMessage={mismatch ? t('shell.changePassword.mismatch') : undefined}
        >
          <Input type="password" name="password_confirmation" autoComplete="new-password" value={confirmation} onChange={(_, d) => setConfirmation(d.value)} />
        </Field>
        <Button type="submit" appearance="primary" disabled={busy || !oldPassword || !password || mismatch || confirmation === ''} data-testid="change-password-submit">
          {busy ? t('common.action.saving') : t('common.action.save')}
        </Button>
      </form>
    </Card>
  );
}
