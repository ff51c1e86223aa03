/**
 * The language a request reads: the portal's locale cookie (app.json locales.cookie, set by the
 * language switch), else the first of Accept-Language the portal offers. The default language
 * answers with the server's own sentences, as written (the spec's texts among them); any other
 * gets a Translate over its locale file.
 */
import type { FastifyRequest } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { treeTranslate, type Translate } from '../../engine/validation/localizedMessage.ts';

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Accept-Language's tags by their weight, highest first ("fr-CA,fr;q=0.9" -> fr-ca, fr). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag, ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), weight: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The code (en, es, fr) of the language the request asks for, the default when it asks for none we offer. */
export function requestLanguage(definitions: LoadedDefinitions, request: Pick<FastifyRequest, 'headers'>): string {
  const { locales } = definitions.app;
  const offered = (code: string | undefined) => locales.available.find((l) => l.code === code || l.file.toLowerCase() === code);
  const fromCookie = offered(cookieValue(request.headers.cookie, locales.cookie));
  if (fromCookie) return fromCookie.code;
  for (const tag of acceptedLanguages(request.headers['accept-language'])) {
    const match = offered(tag) ?? offered(tag.split('-')[0]);
    if (match) return match.code;
  }
  return locales.default;
}

/** A Translate for the request's language; undefined for the default language (the sentences stay as written). */
export function requestTranslate(definitions: LoadedDefinitions, request: Pick<FastifyRequest, 'headers'>): Translate | undefined {
  const code = requestLanguage(definitions, request);
  if (code === definitions.app.locales.default) return undefined;
  const file = definitions.app.locales.available.find((l) => l.code === code)?.file;
  return file && definitions.locales[file] ? treeTranslate(definitions.locales[file]) : undefined;
}
