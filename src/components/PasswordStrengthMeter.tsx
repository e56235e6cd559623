import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type PasswordScore, type PasswordStrength, strengthOf } from '../schema/password-policy';

const LOOK: Record<PasswordStrength, { value: number; color: 'error' | 'warning' | 'success' }> = {
  weak: { value: 33, color: 'error' },
  fair: { value: 66, color: 'warning' },
  strong: { value: 100, color: 'success' },
};

interface PasswordStrengthMeterProps {
  /** The password typed; nothing is shown while it is empty. */
  password: string;
  /** Its score (usePasswordCheck), or null while the estimator loads. */
  score: PasswordScore | null;
  /** Why it would be refused, translated, for a form that does not show that elsewhere. */
  reason?: string | null;
}

/** A small bar with 'Zwak', 'Redelijk' or 'Sterk' under a new password (docs/auth-api.md#passwords). */
export const PasswordStrengthMeter = ({ password, score, reason }: PasswordStrengthMeterProps) => {
  const translate = useTranslate();
  if (!password) return null;
  const strength = score === null ? null : strengthOf(score);
  const word = translate(strength ? `app.password_strength.${strength}` : 'app.password_strength.checking');
  const look = strength ? LOOK[strength] : null;
  return (
    <Box sx={{ mt: -0.5, mb: 1, mx: 1.75 }}>
      <LinearProgress
        variant={look ? 'determinate' : 'indeterminate'}
        value={look?.value}
        color={look?.color ?? 'inherit'}
        aria-label={translate('app.password_strength.label')}
        aria-valuetext={word}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" component="p" role="status" aria-live="polite">
        {translate('app.password_strength.text', { strength: word })}
        {reason ? ` · ${reason}` : null}
      </Typography>
    </Box>
  );
};
