import { useState } from 'react';
import { useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { useProfile } from '../../providers/profileStore';
import type { DeleteButtonProps } from '../overrides';
import { DeleteIconButton, notice } from '../RowActions';
import { HandOverDialog } from './HandOverDialog';

/**
 * Deleting a user asks for a successor first (HandOverDialog), in the list and on the edit form.
 * One's own row has no bin: the server refuses deleting oneself, so the dialog would end in a refusal.
 */
export const LeaveDeleteButton = ({ resource, redirectTo }: DeleteButtonProps) => {
  const record = useRecordContext();
  const profile = useProfile();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  if (!record || record.id === profile?.id) return null;
  const label = translate('ra.action.delete');
  return (
    <>
      <DeleteIconButton label={label} onClick={() => setOpen(true)} />
      <HandOverDialog
        open={open}
        user={record}
        action="delete"
        onClose={() => setOpen(false)}
        onDone={() => {
          setOpen(false);
          notify(notice(translate, resource.name, 'deleted'), { type: 'success' });
          if (redirectTo) redirect(redirectTo, resource.name);
          else refresh();
        }}
      />
    </>
  );
};
