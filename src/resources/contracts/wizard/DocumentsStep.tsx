import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ContractDocuments } from '../detail/DocumentsCard';
import { SectionRest } from './fields';
import { ChooseFilesButton, UploadRow, type useUploads } from './uploads';

type Uploads = ReturnType<typeof useUploads>;

/** Edit: the contract's documents, as on its detail page; new files upload at once. */
const SavedDocuments = ({ contractId }: { contractId: number | string }) => {
  const translate = useTranslate();
  return (
    <ContractDocuments
      contractId={contractId}
      canEdit
      frame={({ chooseButton, list }) => (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.contracts.wizard.documents.upload_hint')}
          </Typography>
          {chooseButton}
          <Box sx={{ mt: 2 }}>{list}</Box>
        </>
      )}
    />
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

/** Step 6: documents (rows of their own, not fields of the contract), then the section's fields. */
export const DocumentsStep = ({
  contractId,
  uploads,
  busy,
}: {
  /** Set when editing: the documents are the saved contract's. */
  contractId?: number | string;
  uploads: Uploads;
  busy: boolean;
}) => (
  <>
    {contractId != null ? (
      <SavedDocuments contractId={contractId} />
    ) : (
      <QueuedDocuments uploads={uploads} busy={busy} />
    )}
    <SectionRest section="documents" />
  </>
);
