/** A code typed by the visitor (a signature's or a share's), opened as the page's :id. */
import { Button, Field, Input } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function CodeForm({ base, initial, action }: { base: string; initial?: string; action: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState(initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void navigate(`${base}/${encodeURIComponent(code.trim())}`);
  };
  return (
    <form onSubmit={submit} className="pt-login-form" noValidate>
      <Field label={t('public.code')} required>
        <Input name="code" value={code} onChange={(_, data) => setCode(data.value)} autoComplete="off" spellCheck={false} />
      </Field>
      <Button type="submit" appearance="primary" disabled={!code.trim()}>
        {t(action)}
      </Button>
    </form>
  );
}
