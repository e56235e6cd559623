/** TOTP per RFC 6238: 30 s steps, 6 digits, one step of drift either way. */
import { Secret, TOTP } from 'otpauth';

const PERIOD_SECONDS = 30;
const ISSUER = 'Contractbeheer';

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secretBase32: string, accountName: string): string =>
  totpFor(secretBase32, accountName).toString();

/** The code for a moment: used by the demo documentation and tests. */
export const totpCode = (secretBase32: string, at: Date): string =>
  totpFor(secretBase32).generate({ timestamp: at.getTime() });

/**
 * The time step a code belongs to when it is valid at `at` (within one step of drift), else null.
 * The caller records the step so the same code is never accepted twice.
 */
export function matchTotpStep(secretBase32: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}
