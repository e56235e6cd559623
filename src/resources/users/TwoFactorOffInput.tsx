import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { FieldInputProps } from '../inputs';
import { useFieldInput } from '../useFieldInput';

/**
 * Two-factor authentication of a user: can be switched off here (after the warning of
 * docs/requirements.md#screens), never on; a user turns it on for themselves on the account page.
 */
export const TwoFactorOffInput = ({ name, meta, label }: FieldInputProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const [asking, setAsking] = useState(false);
  const { field, error, label: text } = useFieldInput<boolean>({ source: name, label });
  const wasOn = record?.[name] === true;
  const on = Boolean(field.value);
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1, display: 'flex' }}
        label={text}
        control={
          <Switch
            checked={on}
            disabled={!on || meta.readOnly}
            onChange={(event) => {
              if (!event.target.checked) setAsking(true);
            }}
          />
        }
      />
      <FormHelperText error={Boolean(error)} sx={{ mt: 0, mb: 1 }}>
        {error ??
          translate(
            wasOn ? 'app.views.users.two_factor_can_disable' : 'app.views.users.two_factor_off_here',
            {
              _: '',
            },
          )}
      </FormHelperText>
      <ConfirmDialog
        open={asking}
        content={translate('app.two_factor.disable_warning')}
        onConfirm={() => {
          field.onChange(false);
          setAsking(false);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
