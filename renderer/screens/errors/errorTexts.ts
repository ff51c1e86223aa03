/**
 * Which texts of the error catalogue (app.json `errors`, shell.md section 8) a status shows.
 * The catalogue's words are the English ones; `translate` looks each up under shell.error.* with
 * the catalogue's text as its fallback, so es and fr read their own language and en the spec's.
 * A message of the routing's own (an unknown middleware) is shown as it is.
 */
import type { AppDefinition } from '../../../engine/definitions/model.ts';

export interface ErrorTexts {
  readonly code: string;
  readonly title: string;
  readonly text?: string;
  readonly link: string;
}

/** (key, the catalogue's text) -> the text in the user's language */
export type Translate = (key: string, fallback: string) => string;

const DEFAULT_HOME_LINK = 'Go to home page';
const keep: Translate = (_key, fallback) => fallback;

function fill(text: string | undefined, path: string): string | undefined {
  return text?.replace('{path}', path);
}

export function errorTexts(errors: AppDefinition['errors'], status: number, path: string, message?: string, translate: Translate = keep): ErrorTexts {
  const say = (key: string, text: string | undefined) => (text === undefined ? undefined : translate(`shell.error.${key}`, text));
  if (status === 404) {
    const page = errors.notFound;
    const title = message === undefined || message === page.title ? say('notFound.title', page.title) : message;
    return { code: '404', title: title as string, text: fill(say('notFound.text', page.text), path), link: say('notFound.link', page.link ?? DEFAULT_HOME_LINK) as string };
  }
  if (status === 500) {
    const page = errors.serverError;
    // A 500 the routing raised on purpose (an unknown middleware) names its cause.
    return { code: '500', title: say('serverError.title', page.title) as string, text: message ?? say('serverError.text', page.text), link: say('serverError.link', page.link ?? DEFAULT_HOME_LINK) as string };
  }
  const page = errors.other;
  // A page the user's permissions do not open: the catalogue's "any other status" page, saying why.
  const text = status === 403 ? say('forbidden.text', 'You do not have permission to open this page.') : say('other.text', page.text);
  return { code: String(status), title: say('other.title', page.title) as string, text: message ?? text, link: say('other.link', page.link ?? DEFAULT_HOME_LINK) as string };
}
