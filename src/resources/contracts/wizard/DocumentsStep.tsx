import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { Box, IconButton, Link, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useToast } from '../../../components/Toast';
import { formatDate } from '../../../i18n/format';
import { type ContractDocument, deleteDocument, documentUrl, listDocuments } from '../contractApi';
import { ChooseFilesButton, formatSize, UploadRow, type useUploads } from './uploads';

type Uploads = ReturnType<typeof useUploads>;

const DocumentRow = ({ document, onDelete }: { document: ContractDocument; onDelete: () => void }) => {
  const translate = useTranslate();
  const name = document.fileName;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Link
        href={documentUrl(document)}
        download={name}
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {name}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatSize(document.size)} · {formatDate(document.createdAt)}
      </Typography>
      <IconButton
        size="small"
        href={documentUrl(document)}
        download={name}
        aria-label={translate('app.contracts.wizard.documents.download', { name })}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        onClick={onDelete}
        aria-label={translate('app.contracts.wizard.documents.delete', { name })}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};

/** Edit: the contract's documents, download and delete (confirmed); new files upload at once. */
const SavedDocuments = ({ contractId, uploads }: { contractId: number | string; uploads: Uploads }) => {
  const translate = useTranslate();
  const toast = useToast();
  const [documents, setDocuments] = useState<ContractDocument[] | null>(null);
  const [deleting, setDeleting] = useState<ContractDocument | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(async () => {
    try {
      setDocuments(await listDocuments(contractId));
    } catch {
      toast.error('app.common.something_went_wrong');
    }
  }, [contractId, toast]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const upload = async (files: File[]) => {
    for (const item of uploads.add(files)) {
      if ((await uploads.send(contractId, item)) === null) uploads.remove(item.key);
    }
    await reload();
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteDocument(contractId, deleting.id);
      toast.success('app.contracts.wizard.documents.deleted');
      await reload();
    } catch {
      toast.error('app.common.something_went_wrong');
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.contracts.wizard.documents.upload_hint')}
      </Typography>
      <ChooseFilesButton onChoose={(files) => void upload(files)} />
      <Box component="ul" sx={{ p: 0, mt: 2 }}>
        {uploads.uploads.map((item) => (
          <UploadRow key={item.key} upload={item} onRemove={() => uploads.remove(item.key)} />
        ))}
        {(documents ?? []).map((document) => (
          <DocumentRow key={document.id} document={document} onDelete={() => setDeleting(document)} />
        ))}
      </Box>
      {documents?.length === 0 && uploads.uploads.length === 0 ? (
        <Typography color="text.secondary">{translate('app.contracts.wizard.documents.none')}</Typography>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        content={translate('app.contracts.wizard.documents.confirm_delete', {
          name: deleting?.fileName ?? '',
        })}
        loading={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};

/** Create: the chosen files wait here and are uploaded right after the contract is saved. */
const QueuedDocuments = ({ uploads, busy }: { uploads: Uploads; busy: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.contracts.wizard.documents.queued_hint')}
      </Typography>
      <ChooseFilesButton onChoose={uploads.add} disabled={busy} />
      <Box component="ul" sx={{ p: 0, mt: 2 }}>
        {uploads.uploads.map((item) => (
          <UploadRow
            key={item.key}
            upload={item}
            onRemove={busy ? undefined : () => uploads.remove(item.key)}
          />
        ))}
      </Box>
    </>
  );
};

/** Step 6: documents. */
export const DocumentsStep = ({
  contractId,
  uploads,
  busy,
}: {
  /** Set when editing: the documents are the saved contract's. */
  contractId?: number | string;
  uploads: Uploads;
  busy: boolean;
}) =>
  contractId != null ? (
    <SavedDocuments contractId={contractId} uploads={uploads} />
  ) : (
    <QueuedDocuments uploads={uploads} busy={busy} />
  );
