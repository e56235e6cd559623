import { useTranslate } from 'react-admin';
import type { PasswordContext } from '../schema/password-policy';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { usePasswordCheck } from './passwordStrength';

export interface LivePasswordMeterProps {
  password: string;
  context?: PasswordContext;
}

/**
 * The strength meter with the policy's reason under it, for a form that keeps its own help text
 * (the generated forms' password input loads this lazily, so the app's first bundle stays small).
 */
const LivePasswordMeter = ({ password, context }: LivePasswordMeterProps) => {
  const translate = useTranslate();
  const check = usePasswordCheck(password, context);
  return (
    <PasswordStrengthMeter
      password={password}
      score={check.score}
      reason={check.problem ? translate(check.problem) : null}
    />
  );
};

export default LivePasswordMeter;
