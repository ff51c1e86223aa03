/**
 * What a screen shows when its data could not be loaded: a failure is not an empty list. It says
 * so, with the server's message when there is one, and offers Retry, which asks again. Drawn as
 * MessageBar looks (theme/layout.css .pt-notice) without its code, nor Spinner's: every list
 * imports this, and MessageBar and Spinner were 5.7 KiB gzipped of each list page's first load
 * for a box seldom shown. The retry icon turns while the request is out.
 */
import { Button } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../session/apiClient.ts';

interface LoadFailedProps {
  readonly error: unknown;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}

/** The server's own words when it gave some; the catalogue's generic ones are the title already. */
function detail(error: unknown): string | undefined {
  return error instanceof ApiError ? error.messages.join(' ') || undefined : undefined;
}

export function LoadFailed({ error, retrying, onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  const message = detail(error);
  return (
    <div className="pt-notice pt-notice-error pt-load-failed" data-testid="load-failed" role="alert">
      <div className="pt-load-failed-text">
        <strong>{t('common.loadFailed.title')}</strong> {message ?? t('common.loadFailed.text')}
      </div>
      <Button
        appearance="primary"
        icon={<ArrowClockwiseRegular className={retrying ? 'pt-spin' : undefined} />}
        disabled={retrying}
        onClick={onRetry}
        data-testid="load-retry"
      >
        {t('common.action.retry')}
      </Button>
    </div>
  );
}
