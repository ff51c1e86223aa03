/** graphile-worker's log lines, sent to the app's pino logger (or nowhere, for the schema step). */
import { Logger, type LogLevel } from 'graphile-worker';
import type { FastifyBaseLogger } from 'fastify';

const pinoLevel = { error: 'error', warning: 'warn', info: 'info', debug: 'debug' } as const satisfies Record<`${LogLevel}`, string>;

export function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => log[pinoLevel[level]]({ jobs: scope, ...meta }, message));
}

export const quietLogger = new Logger(() => () => undefined);
