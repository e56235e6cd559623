import { beforeAll, describe, expect, it } from 'vitest';
import { passwordEstimator } from '../../src/schema/password-estimator';
import {
  assessPassword,
  PASSWORD_MAX,
  type PasswordEstimator,
  passwordProblem,
  passwordShapeProblem,
  passwordUserInputs,
  strengthOf,
} from '../../src/schema/password-policy';

let estimatePassword: PasswordEstimator;
beforeAll(async () => {
  estimatePassword = await passwordEstimator();
});

const check = (password: string, context = {}) => passwordProblem(password, estimatePassword, context);
const anna = { userInputs: ['anna.devries@bakkerij.nl', 'Anna', 'de', 'Vries'] };

describe('password policy (docs/auth-api.md#passwords)', () => {
  it('refuses the weakest passwords that are long enough', () => {
    expect(check('1234567890')).toBe('app.validation.password_weak');
    expect(check('wachtwoord')).toBe('app.validation.password_weak');
    expect(check('Wachtwoord1')).toBe('app.validation.password_weak');
    expect(check('qwertyuiop')).toBe('app.validation.password_weak');
  });

  it('refuses a password of only spaces, a short and a too long one', () => {
    expect(check(' '.repeat(10))).toBe('app.validation.password_blank');
    expect(check('\t'.repeat(12))).toBe('app.validation.password_blank');
    expect(check('Kort-1')).toBe('app.validation.password_too_short');
    expect(check('')).toBe('app.validation.password_too_short');
    expect(check('a'.repeat(PASSWORD_MAX + 1))).toBe('app.validation.too_long');
  });

  it('accepts a passphrase of a few unrelated words', () => {
    expect(check('Fiets-Regen-Koffie-Tulp')).toBeNull();
    expect(check('paarse olifant fietst naar zee')).toBeNull();
    expect(check('Fiets-Regen-Koffie-Tulp', anna)).toBeNull();
  });

  it('refuses the new password when it is the current one', () => {
    const password = 'Fiets-Regen-Koffie-Tulp';
    expect(check(password, { current: password })).toBe('app.validation.password_same');
    expect(check(password, { current: 'Iets-Heel-Anders-2026' })).toBeNull();
  });

  it("refuses a password that contains the user's e-mail address or name", () => {
    expect(check('anna.devries@bakkerij.nl', anna)).toBe('app.validation.password_personal');
    expect(check('Anna.deVries-2026!', anna)).toBe('app.validation.password_personal');
    expect(check('Tulpen-Vries-Koffie', anna)).toBe('app.validation.password_personal');
    // Without the user inputs the same password is fine: the rule is about this user.
    expect(check('Tulpen-Vries-Koffie')).toBeNull();
  });

  it('builds the user inputs from the address, its name part and the words of names', () => {
    expect(passwordUserInputs(['Anna.de-Vries@Bakkerij.nl', 'Anna', null, '', 'van Dijk'])).toEqual([
      'anna.de-vries@bakkerij.nl',
      'anna.de-vries',
      'anna',
      'de',
      'vries',
      'van dijk',
      'van',
      'dijk',
    ]);
  });

  it('checks the shape without the estimator', () => {
    expect(passwordShapeProblem('Fiets-Regen-Koffie-Tulp')).toBeNull();
    expect(passwordShapeProblem('1234567890')).toBeNull();
    expect(passwordShapeProblem(' '.repeat(11))).toBe('app.validation.password_blank');
  });

  it('scores for the meter: refused is weak, score 3 fair, 4 strong', () => {
    const fixed =
      (score: 0 | 1 | 2 | 3 | 4): PasswordEstimator =>
      () => ({ score, personal: [] });
    expect(strengthOf(assessPassword('iets-langs-genoeg', fixed(2)).score)).toBe('weak');
    expect(strengthOf(assessPassword('iets-langs-genoeg', fixed(3)).score)).toBe('fair');
    expect(strengthOf(assessPassword('iets-langs-genoeg', fixed(4)).score)).toBe('strong');
    expect(assessPassword('kort', fixed(4))).toEqual({
      score: 0,
      problem: 'app.validation.password_too_short',
    });
    expect(assessPassword('Tulpen-Vries-Koffie', fixed(4), anna)).toEqual({
      score: 0,
      problem: 'app.validation.password_personal',
    });
  });

  it('keeps the demo password valid (README)', () => {
    expect(check('Demo-Wachtwoord-2026', { userInputs: ['beheerder@demo.nl', 'Bea', 'Beheer'] })).toBeNull();
  });
});
