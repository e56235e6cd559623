/**
 * The password strength estimator of the policy (src/schema/password-policy.ts): zxcvbn-ts with
 * the common dictionaries (leaked passwords, diceware words, keyboard layouts) and the Dutch ones
 * (words, first and last names, Wikipedia). Its dictionaries are large (about 1 MB, ~5 MB in a
 * server's memory): both the app (src/components/passwordStrength.ts) and the server load them with
 * the first password they check, so neither the sign-in page's bundle nor a server at start holds them.
 */
import type { MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { PASSWORD_MAX, type PasswordEstimate, type PasswordEstimator } from './password-policy';

let factory: Promise<ZxcvbnFactory> | null = null;

/**
 * Loaded and built on first use: the dictionaries take memory (a server that sets no password
 * never holds them) and ranking them takes a moment. A failed load is tried again next time.
 */
const zxcvbn = (): Promise<ZxcvbnFactory> => {
  factory ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-nl-be'),
  ]).then(
    ([core, common, dutch]) =>
      new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...dutch.dictionary },
        graphs: common.adjacencyGraphs,
        maxLength: PASSWORD_MAX,
      }),
    (error: unknown) => {
      factory = null;
      throw error;
    },
  );
  return factory;
};

const isUserInputMatch = (match: MatchExtended): boolean =>
  'dictionaryName' in match && match.dictionaryName === 'userInputs';

/** The estimator, once its dictionaries are loaded. */
export async function passwordEstimator(): Promise<PasswordEstimator> {
  const built = await zxcvbn();
  return (password, userInputs): PasswordEstimate => {
    const result = built.check(password, [...userInputs]);
    return {
      score: result.score,
      personal: result.sequence.filter(isUserInputMatch).map((match) => match.token),
    };
  };
}
