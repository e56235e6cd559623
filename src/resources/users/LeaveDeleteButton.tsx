import { useState } from 'react';
import { useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import type { DeleteButtonProps } from '../overrides';
import { DeleteIconButton, notice } from '../RowActions';
import { HandOverDialog } from './HandOverDialog';

/** Deleting a user asks for a successor first (HandOverDialog), in the list and on the edit form. */
export const LeaveDeleteButton = ({ resource, redirectTo }: DeleteButtonProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  if (!record) return null;
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
