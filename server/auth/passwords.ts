/** argon2id with the parameters of OWASP ASVS 11.4.2 (m = 19 MiB, t = 2, p = 1). */
import { hash, verify } from '@node-rs/argon2';
import { passwordEstimator } from '../../src/schema/password-estimator';
import { type PasswordContext, passwordProblem } from '../../src/schema/password-policy';
import { badRequest } from '../http/errors';

/** `Algorithm.Argon2id` is an ambient const enum, which isolated modules cannot read. */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** A fixed hash to verify against when no user matches, so both answers take as long. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword('decoy password that matches nothing');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

interface NewPasswordContext extends PasswordContext {
  /**
   * The stored hash, when the current password itself is not known (a reset link): setting the
   * same password again is refused too.
   */
  currentHash?: string | null;
  /** Called before that refusal: each one tells whether a guess was the current password. */
  onSame?: () => Promise<void>;
}

/** Refuses a new password that breaks the policy with a 400 on `field` (docs/auth-api.md#passwords). */
export async function assertNewPassword(
  field: string,
  password: string,
  { currentHash, onSame, ...context }: NewPasswordContext,
): Promise<void> {
  // The policy (src/schema/password-policy.ts).
  const problem = passwordProblem(password, await passwordEstimator(), context);
  if (problem) throw badRequest({ [field]: problem });
  if (currentHash && (await verifyPassword(currentHash, password))) {
    await onSame?.();
    throw badRequest({ [field]: 'app.validation.password_same' });
  }
}
