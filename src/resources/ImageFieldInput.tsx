import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import UploadIcon from '@mui/icons-material/Upload';
import { Avatar, Box, Button, FormHelperText, FormLabel, Stack } from '@mui/material';
import { type ChangeEvent, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { ErrorText } from '../components/ErrorText';
import { useToast } from '../components/Toast';
import { AVATAR_TYPES, resizeImage } from '../pages/account/resizeImage';
import { imageSrc, WholeImage } from './cells';
import type { FieldInputProps } from './inputs';
import { useFieldInput } from './useFieldInput';

/** Under this size a picture is sent as it is; above it, shrunk in the browser first. */
const SEND_AS_IS_BYTES = 1_000_000;

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * Image upload with preview: the picked file becomes a data URL (the API's write format),
 * 'Verwijderen' sets null, an untouched stored path is sent back unchanged (kept).
 */
export const ImageFieldInput = ({ name, meta, label }: FieldInputProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const picker = useRef<HTMLInputElement>(null);
  const { field, error, label: text, id } = useFieldInput<string | null>({ source: name, label });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      toast.error('app.views.image_invalid');
      return;
    }
    try {
      field.onChange(file.size <= SEND_AS_IS_BYTES ? await readAsDataUrl(file) : await resizeImage(file));
    } catch {
      toast.error('app.views.image_invalid');
    }
  };

  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <FormLabel htmlFor={id} required={meta.required} sx={{ display: 'block', mb: 1, fontSize: 13 }}>
        {text}
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {/* A person's photo in a circle; a logo whole, in its own shape. */}
        {name === 'avatar' || !field.value ? (
          <Avatar src={imageSrc(field.value)} alt="" variant="rounded" sx={{ width: 64, height: 64 }} />
        ) : (
          <WholeImage value={field.value} height={64} />
        )}
        <input
          ref={picker}
          id={id}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hidden
          onChange={pick}
          data-testid={`${name}-file`}
        />
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={meta.readOnly}
          onClick={() => picker.current?.click()}
        >
          {translate('app.views.image_choose')}
        </Button>
        {field.value ? (
          <Button
            color="error"
            startIcon={<DeleteOutlineIcon />}
            disabled={meta.readOnly}
            onClick={() => field.onChange(null)}
          >
            {translate('app.views.image_remove')}
          </Button>
        ) : null}
      </Stack>
      {error ? (
        <FormHelperText error>
          <ErrorText>{error}</ErrorText>
        </FormHelperText>
      ) : meta.help ? (
        <FormHelperText>{translate(meta.help)}</FormHelperText>
      ) : null}
    </Box>
  );
};
