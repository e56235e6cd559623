import { useRecordContext } from 'react-admin';
import type { DeleteButtonProps, ResourceOverride } from '../overrides';
import { ConfirmedDeleteButton } from '../RowActions';

/** The main location has no bin: the server refuses deleting it (a company always has one). */
const OtherLocationDeleteButton = (props: DeleteButtonProps) => {
  const record = useRecordContext();
  return record?.isMain ? null : <ConfirmedDeleteButton {...props} />;
};

/** Locations: the main one is not offered for deletion. */
const override: ResourceOverride = { deleteButton: OtherLocationDeleteButton };

export default override;
