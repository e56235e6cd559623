import { Alert, Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MailFrame } from '../../components/MailFrame';
import {
  isTemplateCode,
  placeholderSamples,
  renderTemplate,
  unknownPlaceholders,
} from '../../schema/template-placeholders';

/**
 * The template form's live preview: subject and body rendered as the mail will be, from the
 * form's current text, with the code's sample values (placeholderSamples). The body is shown in
 * a sandboxed frame; unknown placeholders are named before the save refuses them.
 */
export const TemplatePreview = () => {
  const translate = useTranslate();
  const [code, subject, content] = useWatch({ name: ['code', 'subject', 'content'] }) as unknown[];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const template = { subject: text(subject), content: text(content) };
  const mail = isTemplateCode(code) ? renderTemplate(template, placeholderSamples()[code]) : null;
  const unknown = isTemplateCode(code)
    ? unknownPlaceholders(code, `${template.subject}\n${template.content}`)
    : [];
  return (
    <Box component="section" aria-labelledby="template-preview-title" sx={{ width: '100%', mt: 3 }}>
      <Typography id="template-preview-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('app.views.templates.preview.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(mail ? 'app.views.templates.preview.hint' : 'app.views.templates.preview.choose_code')}
      </Typography>
      {unknown.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {translate('app.views.templates.preview.unknown', {
            names: unknown.map((name) => `{{${name}}}`).join(', '),
          })}
        </Alert>
      ) : null}
      {mail ? (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('app.views.templates.preview.subject')}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {mail.subject || '—'}
            </Typography>
          </Box>
          <MailFrame html={mail.html} title={translate('app.views.templates.preview.body')} />
        </Paper>
      ) : null}
    </Box>
  );
};
