import { DialogContentText } from '@mui/material';
import { type Identifier, useGetList, useRecordContext, useTranslate } from 'react-admin';
import type { DeleteButtonProps, ResourceOverride } from '../overrides';
import { ConfirmedDeleteButton } from '../RowActions';

/**
 * How many contracts move to the main location with this one (the server moves them all,
 * archived ones too: locations' beforeDelete), counted by the contract list's total when the
 * dialog opens; the general sentence until it is known.
 */
const MovingContracts = ({ location }: { location: Identifier }) => {
  const translate = useTranslate();
  const { total } = useGetList('contracts', {
    filter: { location },
    pagination: { page: 1, perPage: 1 },
  });
  return (
    <DialogContentText>
      {total === undefined
        ? translate('resources.locations.confirm_delete')
        : total === 0
          ? translate('resources.locations.confirm_delete_none')
          : translate('resources.locations.confirm_delete_count', { smart_count: total })}
    </DialogContentText>
  );
};

/**
 * The main location has no bin: the server refuses deleting it (a company always has one). The
 * others ask by name and say how many contracts go to the main location.
 */
const OtherLocationDeleteButton = (props: DeleteButtonProps) => {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record || record.isMain) return null;
  return (
    <ConfirmedDeleteButton
      {...props}
      title={translate('resources.locations.delete_title', { name: String(record.name ?? '') })}
      explanation={<MovingContracts location={record.id} />}
    />
  );
};

/** Locations: the main one is not offered for deletion. */
const override: ResourceOverride = { deleteButton: OtherLocationDeleteButton };

export default override;
