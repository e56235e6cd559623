import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Chip, FormHelperText, FormLabel, Stack, Tooltip } from '@mui/material';
import { FormDataConsumer, useTranslate } from 'react-admin';
import { useToast } from '../../components/Toast';
import { isTemplateCode, TEMPLATE_PLACEHOLDERS } from '../../schema/template-placeholders';
import type { FieldInputProps } from '../inputs';

export interface PlaceholderEntry {
  placeholder: string;
  /** i18n key */
  description: string;
}

/** The placeholders of a template code, each with the i18n key of its description. */
export const placeholdersFor = (code: unknown): PlaceholderEntry[] =>
  isTemplateCode(code)
    ? TEMPLATE_PLACEHOLDERS[code].map((placeholder) => ({
        placeholder,
        description: `resources.templates.placeholder_descriptions.${placeholder}`,
      }))
    : [];

/** `{{name}}`, as written in a template. */
export const asWritten = (placeholder: string): string => `{{${placeholder}}}`;

const PlaceholderChips = ({ code }: { code: unknown }) => {
  const translate = useTranslate();
  const toast = useToast();
  const entries = placeholdersFor(code);
  if (entries.length === 0) {
    return <FormHelperText>{translate('app.views.templates.choose_code')}</FormHelperText>;
  }
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('app.views.templates.copied');
    } catch {
      toast.error('app.common.something_went_wrong');
    }
  };
  return (
    <>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {entries.map(({ placeholder, description }) => (
          <Tooltip key={placeholder} describeChild title={translate(description, { _: '' })}>
            <Chip
              variant="outlined"
              icon={<ContentCopyIcon fontSize="small" />}
              label={asWritten(placeholder)}
              onClick={() => copy(asWritten(placeholder))}
              sx={{ fontFamily: 'monospace' }}
            />
          </Tooltip>
        ))}
      </Stack>
      <FormHelperText>{translate('app.views.templates.click_to_copy')}</FormHelperText>
    </>
  );
};

/** Replaces the read-only `placeholders` text: the code's placeholders, each copied on click. */
export const PlaceholderPicker = ({ label }: FieldInputProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, mb: 1 }}>
      <FormLabel component="p" sx={{ mb: 1, fontSize: 13 }}>
        {translate(label, { _: label })}
      </FormLabel>
      <FormDataConsumer>{({ formData }) => <PlaceholderChips code={formData?.code} />}</FormDataConsumer>
    </Box>
  );
};
