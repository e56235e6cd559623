/** Everything the server reads from its environment, read once, in one place. */

import { resolve } from 'node:path';
import {
  isIban,
  isKvkNumber,
  isVatNumber,
  normaliseIban,
  normaliseKvkNumber,
  normaliseVatNumber,
} from '../src/schema/dutch-identifiers';
import type { DatabaseTarget } from './db/client';
import { parseFilesUrl } from './files/files-url';
import { SECRET_KEY_MIN_LENGTH } from './mail/sealed-links';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** FILES_URL: S3-compatible object storage for the files (server/files/files-url.ts); null: DATA_DIR/files. */
  filesUrl: string | null;
  database: DatabaseTarget;
  /** Public address of the app, used in links inside e-mails. */
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Bytes of documents one company may store (STORAGE_QUOTA_MB, default 5 GB). */
  storageQuotaBytes: number;
  /**
   * The server's secret (SECRET_KEY): seals the single-use links of mails in the outbox
   * (server/mail/sealed-links.ts). Null: DATA_DIR/secret.key, made by the first start.
   */
  secretKey: string | null;
  /** METRICS_TOKEN: the bearer token `GET /metrics` asks for; null: no metrics (404). */
  metricsToken: string | null;
  /** The seller on invoices (the operator of this deployment). */
  seller: Seller;
  /** Seed the demo company and accounts into a brand-new database. */
  seedDemo: boolean;
  production: boolean;
}

export interface Seller {
  name: string;
  /** Street, then postcode and city, one a line. */
  address: string;
  kvkNumber: string;
  vatNumber: string;
  iban: string;
  email: string;
  /** Where the operator publishes the terms a company accepts when it starts (TERMS_URL); null: not linked. */
  termsUrl: string | null;
}

/** Lines of a multi-line setting, written with `|` between them in one variable. */
const lines = (value: string): string =>
  value
    .split(/[|\n]/)
    .map((line) => line.trim())
    .join('\n');

/** A seller's identifier as every invoice will print it: a wrong one stops the start, not a customer. */
function checked(name: string, value: string, valid: (value: string) => boolean): string {
  if (!valid(value)) throw new Error(`${name} is not valid: ${value}`);
  return value;
}

/** A secret too short to guess safely stops the start, like a wrong seller identifier. */
function secretKey(value: string | undefined): string | null {
  const key = value?.trim() || null;
  if (key !== null && key.length < SECRET_KEY_MIN_LENGTH)
    throw new Error(`SECRET_KEY must be at least ${SECRET_KEY_MIN_LENGTH} characters`);
  return key;
}

/** A metrics token short enough to guess stops the start; unset turns the metrics off. */
function metricsToken(value: string | undefined): string | null {
  const token = value?.trim() || null;
  if (token !== null && token.length < METRICS_TOKEN_MIN_LENGTH)
    throw new Error(`METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`);
  return token;
}

const METRICS_TOKEN_MIN_LENGTH = 24;

/**
 * SMTP_URL: `smtp://` or `smtps://` with a host (port, user, password and options as nodemailer reads
 * them). Checked at start: nodemailer loads only with the first mail, and a typo should stop the
 * server, not fail every mail later.
 */
function smtpUrl(value: string | undefined): string | null {
  const given = value?.trim() || null;
  if (given === null) return null;
  const url = URL.canParse(given) ? new URL(given) : null;
  if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || url.hostname === '')
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// address with a host, e.g. smtp://user:pass@host:587',
    );
  return given;
}

/** STORAGE_QUOTA_MB as bytes: a whole number of megabytes above 0 (default 5 GB); else the start stops. */
function checkedQuota(value: string | undefined): number {
  const megabytes = Number(value?.trim() || 5 * 1024);
  if (!Number.isSafeInteger(megabytes) || megabytes <= 0)
    throw new Error(`STORAGE_QUOTA_MB is not a whole number of megabytes above 0: ${value}`);
  return megabytes * 1024 * 1024;
}

/** TERMS_URL: an http(s) address (the start stops on another), or null when not set. */
function termsUrl(value: string | undefined): string | null {
  const url = value?.trim() || null;
  if (url !== null && !/^https?:\/\/[^\s]+$/i.test(url))
    throw new Error(`TERMS_URL is not an http(s) address: ${value}`);
  return url;
}

/** FILES_URL as given when it parses (the start stops on a malformed one), or null. */
function checkedFilesUrl(value: string | undefined): string | null {
  const url = value?.trim() || null;
  if (url !== null) parseFilesUrl(url);
  return url;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  const production = env.NODE_ENV === 'production';
  // Demo data only into a new embedded database, unless asked for explicitly; never in production.
  const seedDemo = production ? false : env.SEED_DEMO ? env.SEED_DEMO === 'true' : databaseUrl === null;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    filesUrl: checkedFilesUrl(env.FILES_URL),
    database: databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: resolve(dataDir, 'db') },
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: env.MAIL_FROM ?? 'Contractbeheer <no-reply@contractbeheer.nl>',
    storageQuotaBytes: checkedQuota(env.STORAGE_QUOTA_MB),
    secretKey: secretKey(env.SECRET_KEY),
    metricsToken: metricsToken(env.METRICS_TOKEN),
    seller: {
      name: env.SELLER_NAME ?? 'Contractbeheer B.V.',
      address: lines(env.SELLER_ADDRESS ?? 'Stationsplein 1|3511 ED Utrecht'),
      kvkNumber: checked('SELLER_KVK', normaliseKvkNumber(env.SELLER_KVK ?? '12345678'), isKvkNumber),
      vatNumber: checked('SELLER_VAT', normaliseVatNumber(env.SELLER_VAT ?? 'NL800412345B01'), isVatNumber),
      iban: checked('SELLER_IBAN', normaliseIban(env.SELLER_IBAN ?? 'NL02 ABNA 0123 4567 89'), isIban),
      email: env.SELLER_EMAIL ?? 'facturen@contractbeheer.nl',
      termsUrl: termsUrl(env.TERMS_URL),
    },
    seedDemo,
    production,
  };
}
