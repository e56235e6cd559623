import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { DayInput } from '../../../components/DayInput';
import { ErrorText } from '../../../components/ErrorText';
import { formatLongDate } from '../../../i18n/format';
import type { Outcome } from '../../../schema/contract-dates';

/**
 * The outcomes to choose from, each with what it means, and the new end date a renewal needs:
 * shared by the dialog in the app and the page a mail's link opens (signed out).
 */
export const OutcomeChoice = ({
  outcomes,
  value,
  onChange,
  endsAt,
  onEndsAtChange,
  termEndsAt,
  errorOf,
}: {
  outcomes: readonly Outcome[];
  value: Outcome | null;
  onChange: (outcome: Outcome) => void;
  endsAt: string;
  onEndsAtChange: (day: string) => void;
  /** The end of the term being handled (the earliest a renewal can run to, and the cancelled end). */
  termEndsAt: string;
  errorOf: (field: string) => string | null;
}) => {
  const translate = useTranslate();
  const labelId = useId();
  const error = errorOf('outcome');
  return (
    <>
      <FormControl error={Boolean(error)} sx={{ mt: 1, width: '100%' }}>
        <FormLabel id={labelId}>{translate('app.outcome.choose')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value as Outcome)}
        >
          {outcomes.map((outcome) => (
            <FormControlLabel
              key={outcome}
              value={outcome}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
              label={
                <>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                    {translate(`app.outcome.names.${outcome}`)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {translate(`app.outcome.hints.${outcome}`, { date: formatLongDate(termEndsAt) })}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
        {error ? <ErrorText>{error}</ErrorText> : null}
      </FormControl>
      {value === 'renewed' ? (
        <DayInput
          required
          label={translate('app.outcome.ends_at')}
          value={endsAt}
          onChange={onEndsAtChange}
          error={errorOf('endsAt')}
          min={termEndsAt}
        />
      ) : null}
    </>
  );
};
