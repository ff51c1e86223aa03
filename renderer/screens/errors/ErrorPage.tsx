/**
 * The error page of shell.md section 8: the status, its catalogue texts (in the user's language)
 * and a link home. Framed, it stands inside the layout (a page the user may not open keeps the
 * header and the menu); otherwise it fills the window.
 */
import { Body1, Title1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { definitions } from '../../definitions.ts';
import { errorTexts } from './errorTexts.ts';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
  },
  framed: { minHeight: '60vh', backgroundColor: 'transparent' },
  code: { fontSize: '72px', lineHeight: '80px', color: tokens.colorBrandForeground1 },
  // Fluent's Link look; the router's own link, so the entry chunk does not carry Fluent's.
  home: {
    color: tokens.colorBrandForegroundLink,
    fontSize: tokens.fontSizeBase300,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, borderRadius: tokens.borderRadiusMedium },
  },
});

export interface ErrorPageProps {
  readonly status: number;
  readonly path: string;
  readonly message?: string;
  /** inside the layout frame rather than the whole window */
  readonly framed?: boolean;
}

export function ErrorPage({ status, path, message, framed = false }: ErrorPageProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const texts = errorTexts(definitions.app.errors, status, path, message, (key, fallback) => t(key, { defaultValue: fallback }));
  const Root = framed ? 'section' : 'main';
  return (
    <Root className={framed ? `${styles.page} ${styles.framed}` : styles.page} data-testid="error-page" data-status={texts.code}>
      <Title1 className={styles.code}>{texts.code}</Title1>
      <Title3 as="h1" data-testid="error-title">
        {texts.title}
      </Title3>
      {texts.text && <Body1 data-testid="error-text">{texts.text}</Body1>}
      <Link to="/" className={styles.home} data-testid="error-home-link">
        {texts.link}
      </Link>
    </Root>
  );
}
