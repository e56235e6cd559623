import ArchiveIcon from '@mui/icons-material/ArchiveOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import UnarchiveIcon from '@mui/icons-material/UnarchiveOutlined';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { type ContractRecord, contracts } from '../../../schema/resources/contracts';
import { useResourceAccess } from '../../access';
import { DeleteRecordButton } from '../../RowActions';
import { archiveContract } from '../contractApi';

/**
 * Edit, archive (confirmed; an archived contract sends no alerts) or restore, and delete
 * (confirmed, back to the list); each only for those the access rules let do it.
 */
export const ContractActions = ({ record, onChanged }: { record: ContractRecord; onChanged: () => void }) => {
  const translate = useTranslate();
  const toast = useToast();
  const access = useResourceAccess(contracts);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [busy, setBusy] = useState(false);
  const archived = record.archived === true;

  const setArchived = async (next: boolean) => {
    setBusy(true);
    try {
      await archiveContract(record.id, next);
      toast.success(`resources.contracts.notifications.${next ? 'archived' : 'restored'}`);
      onChanged();
    } catch {
      toast.error('app.common.something_went_wrong');
    } finally {
      setBusy(false);
      setConfirmArchive(false);
    }
  };

  const canEdit = access.canRow('edit', record);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {canEdit ? (
        <>
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            component={RouterLink}
            to={`/contracts/${record.id}/edit`}
          >
            {translate('ra.action.edit')}
          </Button>
          {archived ? (
            <Button
              variant="outlined"
              startIcon={<UnarchiveIcon />}
              disabled={busy}
              onClick={() => void setArchived(false)}
            >
              {translate('resources.contracts.actions.restore')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              startIcon={<ArchiveIcon />}
              disabled={busy}
              onClick={() => setConfirmArchive(true)}
            >
              {translate('resources.contracts.actions.archive')}
            </Button>
          )}
        </>
      ) : null}
      {access.canRow('delete', record) ? <DeleteRecordButton resource={contracts} redirectTo="list" /> : null}
      <ConfirmDialog
        open={confirmArchive}
        content={translate('resources.contracts.confirm_archive')}
        loading={busy}
        onConfirm={() => void setArchived(true)}
        onClose={() => setConfirmArchive(false)}
      />
    </Box>
  );
};
