/** The error page of shell.md section 8: the status, its catalogue texts and a link home. */
import { Body1, Link, Title1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
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
  code: { fontSize: '72px', lineHeight: '80px', color: tokens.colorBrandForeground1 },
});

export interface ErrorPageProps {
  readonly status: number;
  readonly path: string;
  readonly message?: string;
}

export function ErrorPage({ status, path, message }: ErrorPageProps) {
  const styles = useStyles();
  const navigate = useNavigate();
  const texts = errorTexts(definitions.app.errors, status, path, message);
  return (
    <main className={styles.page} data-testid="error-page" data-status={texts.code}>
      <Title1 className={styles.code}>{texts.code}</Title1>
      <Title3 as="h1" data-testid="error-title">
        {texts.title}
      </Title3>
      {texts.text && <Body1 data-testid="error-text">{texts.text}</Body1>}
      <Link
        href="/"
        data-testid="error-home-link"
        onClick={(event) => {
          event.preventDefault();
          void navigate('/');
        }}
      >
        {texts.link}
      </Link>
    </main>
  );
}
