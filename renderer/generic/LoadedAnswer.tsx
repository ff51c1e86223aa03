/**
 * The three states of a screen's own request (an SWR answer): a failure with Retry, a spinner
 * until the first answer, then what the screen draws from the data. A later failure keeps the
 * data on screen (SWR keeps the last answer), so only a first failure replaces it.
 */
import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';
import { LoadFailed } from './LoadFailed.tsx';

interface LoadedAnswerProps<Data> {
  readonly answer: SWRResponse<Data>;
  readonly children: (data: Data) => ReactNode;
}

export function LoadedAnswer<Data>({ answer, children }: LoadedAnswerProps<Data>) {
  const { t } = useTranslation();
  if (answer.data === undefined) {
    return answer.error ? <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} /> : <Spinner label={t('common.list.loading')} />;
  }
  return children(answer.data);
}

/** The data-screen-state of a screen drawn from one answer: what the browser tests wait for. */
export function answerState(answer: Pick<SWRResponse<unknown>, 'data' | 'error'>): 'ready' | 'failed' | 'loading' {
  return answer.data !== undefined ? 'ready' : answer.error ? 'failed' : 'loading';
}
