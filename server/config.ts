/**
 * Everything the server reads from the environment, read once at start. The JWT secret is
 * generated into the data folder on the first start, so a restart keeps sessions valid and no
 * one has to invent a secret by hand; JWT_SECRET overrides it (several instances share one).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface LoginLimits {
  /** attempts per address in one window (an office behind one NAT shares an address) */
  readonly perAddress: number;
  /** attempts per account in one window, whatever the address */
  readonly perAccount: number;
  readonly windowMs: number;
}

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** an external PostgreSQL; absent means the embedded one in dataDir/db */
  readonly databaseUrl?: string;
  /** pins the embedded PostgreSQL's port; absent means a free one at each start */
  readonly embeddedDbPort?: number;
  readonly seedPassword: string;
  readonly jwtSecret: string;
  /** honour X-Forwarded-For only behind a proxy we were told about */
  readonly trustProxy: boolean;
  readonly corsOrigin?: string;
  /** the built client (vite's dist/) */
  readonly clientDir: string;
  readonly loginLimits: LoginLimits;
  readonly logLevel: string;
  /** Secure flag on the refresh cookie; off only for plain-http local use */
  readonly secureCookies: boolean;
  /** shared state for several instances (sign-in limits); absent means each process keeps its own */
  readonly redisUrl?: string;
}

export const repoRoot = resolve(import.meta.dirname, '..');

function jwtSecretOf(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

function intOf(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`expected a whole number, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = resolve(overrides.dataDir ?? env.DATA_DIR ?? join(repoRoot, 'data'));
  return {
    port: intOf(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedDbPort: env.EMBEDDED_DB_PORT ? intOf(env.EMBEDDED_DB_PORT, 0) : undefined,
    seedPassword: env.SEED_PASSWORD || 'portal-demo',
    jwtSecret: overrides.jwtSecret ?? jwtSecretOf(env, dataDir),
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
    corsOrigin: env.CORS_ORIGIN || undefined,
    clientDir: resolve(env.CLIENT_DIR ?? join(repoRoot, 'dist')),
    loginLimits: {
      perAddress: intOf(env.LOGIN_LIMIT_PER_ADDRESS, 30),
      perAccount: intOf(env.LOGIN_LIMIT_PER_ACCOUNT, 10),
      windowMs: intOf(env.LOGIN_LIMIT_WINDOW_SECONDS, 15 * 60) * 1000,
    },
    logLevel: env.LOG_LEVEL ?? 'warn',
    secureCookies: ['1', 'true', 'yes'].includes((env.SECURE_COOKIES ?? '').toLowerCase()),
    redisUrl: env.REDIS_URL || undefined,
    ...overrides,
  };
}
