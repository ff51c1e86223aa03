/**
 * What a screen shows when its data could not be loaded: a failure is not an empty list. It says
 * so, with the server's message when there is one, and offers Retry, which asks again.
 */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
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
    <MessageBar intent="error" layout="multiline" data-testid="load-failed" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{t('common.loadFailed.title')}</MessageBarTitle>
        {message ?? t('common.loadFailed.text')}
      </MessageBarBody>
      <MessageBarActions>
        <Button
          appearance="primary"
          icon={retrying ? <Spinner size="tiny" /> : <ArrowClockwiseRegular />}
          disabled={retrying}
          onClick={onRetry}
          data-testid="load-retry"
        >
          {t('common.action.retry')}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
