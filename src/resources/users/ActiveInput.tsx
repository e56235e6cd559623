import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useState } from 'react';
import { useNotify, useRecordContext, useRedirect, useTranslate } from 'react-admin';
import { useProfile } from '../../providers/profileStore';
import type { FieldInputProps } from '../inputs';
import { useFieldInput } from '../useFieldInput';
import { HandOverDialog } from './HandOverDialog';

/**
 * A user's active switch. Switching off a saved active user asks for a successor first
 * (HandOverDialog): one who holds contracts is handed over and deactivated at once; one who holds
 * nothing is switched off here and saved with the form. One's own switch is locked, saying why:
 * the server refuses deactivating oneself.
 */
export const ActiveInput = ({ name, meta, label }: FieldInputProps) => {
  const notify = useNotify();
  const translate = useTranslate();
  const profile = useProfile();
  const redirect = useRedirect();
  const record = useRecordContext();
  const [asking, setAsking] = useState(false);
  const { field, error, label: text } = useFieldInput<boolean>({ source: name, label });
  const saved = record?.id !== undefined && record[name] === true;
  const self = record?.id !== undefined && record.id === profile?.id;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1, display: 'flex' }}
        label={text}
        control={
          <Switch
            checked={Boolean(field.value)}
            disabled={meta.readOnly || self}
            onChange={(event) => {
              if (!event.target.checked && saved) setAsking(true);
              else field.onChange(event.target.checked);
            }}
          />
        }
      />
      {error ? (
        <FormHelperText error sx={{ mt: 0, mb: 1 }}>
          {error}
        </FormHelperText>
      ) : self ? (
        <FormHelperText sx={{ mt: 0, mb: 1 }}>
          {translate('resources.users.errors.deactivate_self')}
        </FormHelperText>
      ) : null}
      {record && saved ? (
        <HandOverDialog
          open={asking}
          user={record}
          action="deactivate"
          onClose={() => setAsking(false)}
          onNothingHeld={() => {
            field.onChange(false);
            setAsking(false);
          }}
          onDone={() => {
            setAsking(false);
            notify('resources.users.notifications.deactivated', { type: 'success' });
            redirect('list', 'users');
          }}
        />
      ) : null}
    </>
  );
};
