/**
 * The tokens of single-use links inside mails (password reset, welcome), sealed while the mail
 * waits in the outbox (docs/auth-api.md#links-in-mails). Every other secret is stored as a hash;
 * a mail's link cannot be, since it still has to go out. So the `mails` row holds the text with
 * each `token=` value replaced by `[[sealed:…]]`: the token encrypted (AES-256-GCM) with a key
 * derived from the server's secret (SECRET_KEY, else DATA_DIR/secret.key) and bound to the
 * recipient's address. Somebody who reads the database (a dump, a backup, SQL access) reads no
 * usable link; the delivery worker opens the seals just before it hands the mail to SMTP, also
 * after a restart, and the outbox shows a token only to who may see it (server/outbox/extension.ts).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The value of a link's `token` parameter (also written `&amp;token=` in HTML), or the last segment
 * of a sponsor's offer link (/aanbod/<token>, OFFER_FORM_PATH in src/schema/access.ts).
 */
const TOKEN_PARAM = /((?:[?&]|&amp;)token=|\/aanbod\/)([A-Za-z0-9_\-.~%]+)/g;
const SEALED = /\[\[sealed:([A-Za-z0-9_-]+)\]\]/g;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A SECRET_KEY shorter than this stops the start (readConfig). */
export const SECRET_KEY_MIN_LENGTH = 32;

/** A token found in a mail's text: its value, or null when its seal cannot be opened (another key). */
export type FoundToken = string | null;

export interface LinkSeal {
  /** `text` with every link token replaced by its seal, bound to `address`. */
  seal<T extends string | null | undefined>(text: T, address: string): T;
  /** `text` with every seal opened, as it is sent; throws when one cannot be opened. */
  open<T extends string | null | undefined>(text: T, address: string): T;
  /** The tokens in `text`, sealed or (rows written before sealing) plain, each once. */
  tokens(text: string | null, address: string): FoundToken[];
  /** `text` with every token, sealed or plain, replaced by `show(token)`. */
  reveal<T extends string | null>(text: T, address: string, show: (token: FoundToken) => string): T;
}

const bound = (address: string): Buffer => Buffer.from(`mail-link:${address.trim().toLowerCase()}`);

/** The sealing of mail links with a key derived from `secret` (the same secret opens them after a restart). */
export function createLinkSeal(secret: string | Buffer): LinkSeal {
  const key = Buffer.from(hkdfSync('sha256', secret, 'contractbeheer', 'mail-links', 32));

  const sealOne = (token: string, address: string): string => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(bound(address));
    const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
    return `[[sealed:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}]]`;
  };

  const openOne = (sealed: string, address: string): FoundToken => {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(bound(address));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  };

  /** Every token of `text` through `replace`, the seals opened first (plain tokens as they are). */
  const each = (text: string, address: string, replace: (token: FoundToken) => string): string =>
    text
      .replace(SEALED, (_whole, sealed: string) => `\u0000${replace(openOne(sealed, address))}\u0000`)
      .replace(TOKEN_PARAM, (_whole, param: string, token: string) => `${param}${replace(token)}`)
      .replaceAll('\u0000', '');

  return {
    seal: (text, address) =>
      (typeof text === 'string'
        ? text.replace(
            TOKEN_PARAM,
            (_whole, param: string, token: string) => `${param}${sealOne(token, address)}`,
          )
        : text) as typeof text,
    open: (text, address) =>
      (typeof text === 'string'
        ? text.replace(SEALED, (_whole, sealed: string) => {
            const token = openOne(sealed, address);
            if (token === null)
              throw new Error('A sealed link in this mail cannot be opened (was SECRET_KEY changed?)');
            return token;
          })
        : text) as typeof text,
    tokens(text, address) {
      if (text === null) return [];
      const found = new Set<FoundToken>();
      for (const [, sealed] of text.matchAll(SEALED)) found.add(openOne(sealed, address));
      for (const [, , token] of text.replace(SEALED, '').matchAll(TOKEN_PARAM)) found.add(token);
      return [...found];
    },
    reveal: (text, address, show) => (text === null ? text : each(text, address, show)) as typeof text,
  };
}

/**
 * The server's secret: SECRET_KEY when set, else DATA_DIR/secret.key, made (32 random bytes,
 * readable by the owner only) by the first start. Several processes sharing DATA_DIR (as they
 * must for contract documents) share it; one that made it at the same moment as another keeps the
 * first one written (a hard link never replaces a file).
 */
export async function loadSecretKey(config: { secretKey: string | null; dataDir: string }): Promise<string> {
  if (config.secretKey) return config.secretKey;
  const path = join(config.dataDir, 'secret.key');
  const existing = await readFile(path, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  await mkdir(config.dataDir, { recursive: true });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    await link(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(draft, { force: true });
  }
  return (await readFile(path, 'utf8')).trim();
}
