/** Files on their way to a contract: the queue, one file's row with its progress bar, the chooser. */
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Box, Button, IconButton, LinearProgress, Typography } from '@mui/material';
import { useCallback, useRef, useState } from 'react';
import { type TranslateFunction, useTranslate } from 'react-admin';
import { ErrorText } from '../../../components/ErrorText';
import { DOCUMENT_MAX_BYTES } from '../../../schema/upload-limits';
import { UploadError, uploadDocument } from '../contractApi';

export interface Upload {
  key: string;
  file: File;
  /** 0..1 while sending, null before. */
  progress: number | null;
  /** An i18n key. */
  error: string | null;
}

let uploadCount = 0;

/**
 * The i18n key of a refused upload: the server's key on `file` (too large, the company's storage
 * quota full, …); a 413 without one (a proxy's limit) is a file too large.
 */
const uploadErrorKey = (failure: UploadError): string =>
  failure.status === 413 && !failure.message.startsWith('resources.')
    ? 'resources.contracts.errors.file_too_large'
    : failure.message;

/** The files chosen for a contract, each sent on request with its progress kept for display. */
export const useUploads = () => {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const patch = useCallback((key: string, change: Partial<Upload>) => {
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);
  /** Queues `files` after the others, or before them (`first`: a contract's own PDF). */
  const add = useCallback((files: readonly File[], place: 'first' | 'last' = 'last'): Upload[] => {
    const added = files.map((file) => ({
      key: `${++uploadCount}:${file.name}`,
      file,
      progress: null,
      // The server's limit (413 beyond), checked before sending so a big file fails at once.
      error: file.size > DOCUMENT_MAX_BYTES ? 'app.contracts.wizard.documents.too_large' : null,
    }));
    setUploads((list) => (place === 'first' ? [...added, ...list] : [...list, ...added]));
    return added;
  }, []);
  const remove = useCallback((key: string) => {
    setUploads((list) => list.filter((upload) => upload.key !== key));
  }, []);
  /** Sends one file; its error (an i18n key, also kept on the row) or null when it arrived. */
  const send = useCallback(
    async (contractId: number | string, upload: Upload): Promise<string | null> => {
      if (upload.error) return upload.error;
      patch(upload.key, { progress: 0 });
      try {
        await uploadDocument(contractId, upload.file, (progress) => patch(upload.key, { progress }));
        return null;
      } catch (failure) {
        const error =
          failure instanceof UploadError ? uploadErrorKey(failure) : 'app.common.something_went_wrong';
        patch(upload.key, { progress: null, error });
        return error;
      }
    },
    [patch],
  );
  return { uploads, add, remove, send };
};

/** An upload's error (an i18n key) as one message naming the file: its key and arguments. */
export const uploadErrorMessage = (translate: TranslateFunction, name: string, error: string) =>
  error === 'app.contracts.wizard.documents.too_large'
    ? { key: error, args: { name } }
    : {
        key: 'app.contracts.wizard.documents.upload_failed',
        args: { name, reason: translate(error, { _: translate('app.common.something_went_wrong') }) },
      };

export const formatSize = (bytes: number): string =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

/** One chosen file: its name and size, a progress bar while sending, its error, a remove button. */
export const UploadRow = ({ upload, onRemove }: { upload: Upload; onRemove?: () => void }) => {
  const translate = useTranslate();
  const name = upload.file.name;
  const message = upload.error ? uploadErrorMessage(translate, name, upload.error) : null;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatSize(upload.file.size)}
        </Typography>
        {onRemove && upload.progress === null ? (
          <IconButton
            size="small"
            aria-label={translate('app.contracts.wizard.documents.remove', { name })}
            onClick={onRemove}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Box>
      {upload.progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(upload.progress * 100)}
          aria-label={translate('app.contracts.wizard.documents.uploading', { name })}
          sx={{ mt: 0.5 }}
        />
      ) : null}
      {message ? (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          <ErrorText>{translate(message.key, message.args)}</ErrorText>
        </Typography>
      ) : null}
    </Box>
  );
};

/** A button opening the file picker (several files at once). */
export const ChooseFilesButton = ({
  onChoose,
  disabled,
}: {
  onChoose: (files: File[]) => void;
  disabled?: boolean;
}) => {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={disabled}>
      {translate('app.contracts.wizard.documents.choose')}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        onChange={(event) => {
          onChoose(Array.from(event.target.files ?? []));
          // The same file may be chosen again after removing it.
          if (input.current) input.current.value = '';
        }}
      />
    </Button>
  );
};
