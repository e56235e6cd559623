/**
 * The password policy (src/schema/password-policy.ts) in the app. The estimator and its
 * dictionaries load with a dynamic import the first time a password screen needs them, so they
 * stay out of the sign-in page's bundle. If they cannot be loaded, the app checks length and
 * spaces only and leaves the rest to the server, which answers with the same reasons.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  assessPassword,
  type PasswordContext,
  type PasswordEstimator,
  type PasswordProblem,
  type PasswordScore,
  passwordProblem,
  passwordShapeProblem,
} from '../schema/password-policy';

let loading: Promise<PasswordEstimator | null> | null = null;

/** The estimator, loaded once; null when its chunk cannot be loaded. */
export const loadPasswordEstimator = (): Promise<PasswordEstimator | null> => {
  loading ??= import('../schema/password-estimator')
    .then((module) => module.passwordEstimator())
    .catch(() => {
      loading = null;
      return null;
    });
  return loading;
};

/** Why the app refuses a new password (waiting for the estimator if need be), or null. */
export async function checkNewPassword(
  password: string,
  context: PasswordContext = {},
): Promise<PasswordProblem | null> {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  const estimate = await loadPasswordEstimator();
  return estimate ? passwordProblem(password, estimate, context) : null;
}

export interface PasswordCheck {
  /** The estimator's score, or null while it loads (or when it could not be loaded). */
  score: PasswordScore | null;
  /** Why the password would be refused, or null. */
  problem: PasswordProblem | null;
}

/** The live check of a password being typed; starts loading the estimator when first used. */
export function usePasswordCheck(password: string, context: PasswordContext = {}): PasswordCheck {
  const [estimate, setEstimate] = useState<PasswordEstimator | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadPasswordEstimator().then((loaded) => {
      if (mounted && loaded) setEstimate(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  // One estimate per typed value (it takes a few milliseconds), not one per render.
  const inputs = (context.userInputs ?? []).join('\n');
  const { current } = context;
  return useMemo<PasswordCheck>(() => {
    if (!estimate) return { score: null, problem: passwordShapeProblem(password) };
    return assessPassword(password, estimate, { userInputs: inputs.split('\n'), current });
  }, [password, estimate, inputs, current]);
}
