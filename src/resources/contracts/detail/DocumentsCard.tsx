import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { alpha, Box, IconButton, Link, Typography } from '@mui/material';
import { type ReactNode, useCallback, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { CardListItem } from '../../../components/CardListItem';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PanelCard } from '../../../components/PanelCard';
import { useToast } from '../../../components/Toast';
import { formatDate } from '../../../i18n/format';
import { type ContractDocument, deleteDocument, documentUrl, listDocuments } from '../contractApi';
import { ChooseFilesButton, formatSize, UploadRow, useUploads } from '../wizard/uploads';
import { useContractItems } from './useContractItems';

const DocumentRow = ({
  document,
  onDelete,
}: {
  document: ContractDocument;
  /** Absent for a viewer who may not change the contract. */
  onDelete?: () => void;
}) => {
  const translate = useTranslate();
  const name = document.fileName;
  const about = [
    formatSize(document.size),
    formatDate(document.createdAt),
    document.uploadedBy
      ? translate('app.contracts.detail.documents.uploaded_by', { name: document.uploadedBy.name })
      : '',
  ].filter(Boolean);
  return (
    <CardListItem
      align="center"
      icon={<InsertDriveFileIcon color="action" aria-hidden />}
      actions={
        <>
          <IconButton
            size="small"
            href={documentUrl(document)}
            download={name}
            aria-label={translate('app.contracts.wizard.documents.download', { name })}
          >
            <DownloadIcon fontSize="small" />
          </IconButton>
          {onDelete ? (
            <IconButton
              size="small"
              color="error"
              onClick={onDelete}
              aria-label={translate('app.contracts.wizard.documents.delete', { name })}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
          ) : null}
        </>
      }
    >
      <Link href={documentUrl(document)} download={name} sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
        {name}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {about.join(' · ')}
      </Typography>
      {document.match ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate('app.contracts.detail.documents.found')} “{document.match.before}
          <Box
            component="mark"
            sx={{ bgcolor: (theme) => alpha(theme.palette.warning.main, 0.25), color: 'inherit', px: 0.25 }}
          >
            {document.match.match}
          </Box>
          {document.match.after}”
        </Typography>
      ) : null}
    </CardListItem>
  );
};

interface DocumentsParts {
  /** 'Choose files', for those who may change the contract; null otherwise. */
  chooseButton: ReactNode;
  /** Uploads in progress, the documents, the empty text and the delete confirmation. */
  list: ReactNode;
  loading: boolean;
}

/**
 * The contract's documents, newest first: download with the download-only token; for those who
 * may change the contract, upload with a progress bar per file and delete after confirmation.
 * `frame` places the parts: the detail page in a card, the wizard's documents step in its step.
 */
export const ContractDocuments = ({
  contractId,
  canEdit,
  frame,
  search = '',
}: {
  contractId: number | string;
  canEdit: boolean;
  frame: (parts: DocumentsParts) => ReactNode;
  /** The contract list's search: the documents whose text holds it show where. */
  search?: string;
}) => {
  const translate = useTranslate();
  const toast = useToast();
  const uploads = useUploads();
  const load = useCallback((id: number | string) => listDocuments(id, search), [search]);
  const { items: documents, loading, reload } = useContractItems(contractId, load);
  const [deleting, setDeleting] = useState<ContractDocument | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (files: File[]) => {
    for (const item of uploads.add(files)) {
      // A file that arrived is in the reloaded list; a failed one keeps its row with the reason.
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

  const list = (
    <>
      <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {uploads.uploads.map((item) => (
          <UploadRow key={item.key} upload={item} onRemove={() => uploads.remove(item.key)} />
        ))}
        {documents.map((document) => (
          <DocumentRow
            key={document.id}
            document={document}
            onDelete={canEdit ? () => setDeleting(document) : undefined}
          />
        ))}
      </Box>
      {!loading && documents.length === 0 && uploads.uploads.length === 0 ? (
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
  const chooseButton = canEdit ? <ChooseFilesButton onChoose={(files) => void upload(files)} /> : null;
  return <>{frame({ chooseButton, list, loading })}</>;
};

/**
 * The detail page's documents card. Opened from a searched contract list, the documents whose
 * text holds the search show the text around it (a contract found by its PDF says where).
 */
export const DocumentsCard = ({ contractId, canEdit }: { contractId: number | string; canEdit: boolean }) => {
  const translate = useTranslate();
  const [listParams] = useStore<{ filter?: { q?: unknown } }>('contracts.listParams', {});
  const search = typeof listParams.filter?.q === 'string' ? listParams.filter.q : '';
  return (
    <ContractDocuments
      contractId={contractId}
      canEdit={canEdit}
      search={search}
      frame={({ chooseButton, list, loading }) => (
        <PanelCard
          title={translate('app.contracts.detail.documents.title')}
          loading={loading}
          action={chooseButton}
        >
          {list}
        </PanelCard>
      )}
    />
  );
};
