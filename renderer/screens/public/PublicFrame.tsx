/**
 * The frame of the public pages: the sign-in page's card (its styles, its brand), the page's
 * title, and a way back to /public and to the sign-in. Signed-out visitors have only the sign-in
 * texts, so the frame fetches the rest first (the titles and these pages' words).
 */
import { Body1, Link, Spinner, Title2 } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { definitions } from '../../definitions.ts';
import { loadTextsPastSignIn } from '../../i18n/instance.ts';

// The content is a function, called once the texts are in: elements made before would hold the bare keys.
export function PublicFrame({ title, testId, state, children }: { title: string; testId: string; state: string; children: () => ReactNode }) {
  const { t } = useTranslation();
  const texts = useSWR('texts-past-sign-in', () => loadTextsPastSignIn().then(() => true), { revalidateOnFocus: false });
  return (
    <div className="pt-login">
      <main className="pt-login-card" data-testid={testId} data-screen-state={texts.data ? state : 'loading'}>
        <div className="pt-login-brand">
          <img src="/logo.svg" alt="" width={48} height={48} />
          <Title2 as="p">{definitions.app.title}</Title2>
        </div>
        {texts.data || texts.error ? (
          <>
            <Title2 as="h1" style={{ fontSize: 20, lineHeight: '28px' }}>
              {t(title)}
            </Title2>
            {children()}
            <Body1>
              <Link as="span">
                <RouterLink to="/public">{t('page.auth.public')}</RouterLink>
              </Link>
              {' · '}
              <Link as="span">
                <RouterLink to="/login">{t('public.home.login')}</RouterLink>
              </Link>
            </Body1>
          </>
        ) : (
          <Spinner size="small" />
        )}
      </main>
    </div>
  );
}

// The sign-in's notices have no success colour; the theme's own success colours.
const successStyle = {
  background: 'var(--colorStatusSuccessBackground1)',
  borderColor: 'var(--colorStatusSuccessBorder1)',
};

/** The failure's messages as the sign-in shows them, under the form. */
export function PublicNotice({ kind, children, testId }: { kind: 'error' | 'warning' | 'success'; children: ReactNode; testId?: string }) {
  return (
    <div
      className={`pt-notice pt-notice-${kind === 'success' ? 'warning' : kind}`}
      style={kind === 'success' ? successStyle : undefined}
      role={kind === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
