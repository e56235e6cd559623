/**
 * The password strength estimator of the policy (src/schema/password-policy.ts): zxcvbn-ts with
 * the common dictionaries (leaked passwords, diceware words, keyboard layouts) and the Dutch ones
 * (words, first and last names, Wikipedia). Its dictionaries are large (about 1 MB): the server
 * imports this file normally, the app only with a dynamic import (src/components/passwordStrength.ts),
 * so the sign-in page's bundle does not carry it.
 */
import { type MatchExtended, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as dutchDictionary } from '@zxcvbn-ts/language-nl-be';
import { PASSWORD_MAX, type PasswordEstimate, type PasswordEstimator } from './password-policy';

let factory: ZxcvbnFactory | null = null;

/** Built on first use: ranking the dictionaries takes a moment. */
const zxcvbn = (): ZxcvbnFactory => {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...dutchDictionary },
    graphs: adjacencyGraphs,
    maxLength: PASSWORD_MAX,
  });
  return factory;
};

const isUserInputMatch = (match: MatchExtended): boolean =>
  'dictionaryName' in match && match.dictionaryName === 'userInputs';

export const estimatePassword: PasswordEstimator = (password, userInputs): PasswordEstimate => {
  const result = zxcvbn().check(password, [...userInputs]);
  return {
    score: result.score,
    personal: result.sequence.filter(isUserInputMatch).map((match) => match.token),
  };
};
