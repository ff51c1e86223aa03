/**
 * Which texts of the error catalogue (app.json `errors`, shell.md section 8) a status shows.
 */
import type { AppDefinition } from '../../../engine/definitions/model.ts';

export interface ErrorTexts {
  readonly code: string;
  readonly title: string;
  readonly text?: string;
  readonly link: string;
}

const DEFAULT_HOME_LINK = 'Go to home page';

function fill(text: string | undefined, path: string): string | undefined {
  return text?.replace('{path}', path);
}

export function errorTexts(errors: AppDefinition['errors'], status: number, path: string, message?: string): ErrorTexts {
  if (status === 404) {
    const page = errors.notFound;
    return { code: '404', title: message ?? page.title, text: fill(page.text, path), link: page.link ?? DEFAULT_HOME_LINK };
  }
  if (status === 500) {
    const page = errors.serverError;
    // A 500 the routing raised on purpose (an unknown middleware) names its cause.
    return { code: '500', title: page.title, text: message ?? page.text, link: page.link ?? DEFAULT_HOME_LINK };
  }
  const page = errors.other;
  return { code: String(status), title: page.title, text: message ?? page.text, link: page.link ?? DEFAULT_HOME_LINK };
}
