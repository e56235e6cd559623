import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, IconButton, Tooltip } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useDelete, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { singularName } from '../i18n/resourceNames';
import type { Resource } from '../schema/dsl';
import { useResourceAccess } from './access';
import { type DeleteButtonProps, overrideFor } from './overrides';

/**
 * The success notice of a save or a delete (docs/requirements.md#texts-and-formats), naming the
 * resource by its singular name: 'Leverancierstype succesvol opgeslagen'.
 */
export const notice = (
  translate: (key: string, options?: object) => string,
  resource: string,
  what: 'saved' | 'deleted',
) => translate(`app.common.${what}`, { name: singularName(translate, { name: resource }) });

/**
 * Delete with the confirmation dialog (docs/requirements.md#screens: 'Weet je het zeker?', 'Annuleren',
 * 'Ok'). An optional `resources.<name>.confirm_delete` text explains the consequences; a resource's
 * override may replace the button altogether (users: the hand-over dialog).
 */
export const DeleteRecordButton = (props: DeleteButtonProps) => {
  const Replacement = overrideFor(props.resource.name).deleteButton ?? ConfirmedDeleteButton;
  return <Replacement {...props} />;
};

interface ConfirmedDeleteButtonProps extends DeleteButtonProps {
  /** The dialog's question, when 'Weet je het zeker?' says too little. */
  title?: string;
  /** The dialog's text, mounted when it opens; default `resources.<name>.confirm_delete`. */
  explanation?: ReactNode;
}

/** The generated delete button: "Weet je het zeker?", then delete. */
export const ConfirmedDeleteButton = ({
  resource,
  redirectTo,
  title,
  explanation,
}: ConfirmedDeleteButtonProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;
  const label = translate('ra.action.delete');
  const confirm = () =>
    deleteOne(
      resource.name,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(notice(translate, resource.name, 'deleted'), { type: 'success' });
          if (redirectTo) redirect(redirectTo, resource.name);
          else refresh();
        },
        onError: (error) => {
          setOpen(false);
          notify(
            error instanceof Error && error.message ? error.message : 'app.common.something_went_wrong',
            {
              type: 'error',
            },
          );
        },
      },
    );
  const content = explanation ?? translate(`resources.${resource.name}.confirm_delete`, { _: '' });
  return (
    <>
      <DeleteIconButton label={label} onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        title={title}
        content={content || undefined}
        loading={isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

/** The buttons at the end of a list row: the override's extras, then delete when the rule allows it. */
export const RowActions = ({ resource }: { resource: Resource }) => {
  const record = useRecordContext();
  const access = useResourceAccess(resource);
  const extras = overrideFor(resource.name).rowActions ?? [];
  return (
    // A click here must not also open the row.
    <Box
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}
    >
      {extras.map((Extra, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per resource
        <Extra key={index} resource={resource} />
      ))}
      {access.canRow('delete', record) ? <DeleteRecordButton resource={resource} /> : null}
    </Box>
  );
};

/** The row's red bin button; what it opens (a confirmation, a hand-over) is the caller's. */
export const DeleteIconButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Tooltip title={label}>
    <IconButton aria-label={label} size="small" color="error" onClick={onClick}>
      <DeleteOutlineIcon fontSize="small" />
    </IconButton>
  </Tooltip>
);
