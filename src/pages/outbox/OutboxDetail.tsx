import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DetailColumns } from '../../components/DetailColumns';
import { MailFrame } from '../../components/MailFrame';
import { NotFoundCard } from '../../components/NotFoundCard';
import { PanelCard } from '../../components/PanelCard';
import { formatDateTime } from '../../i18n/format';
import { usePageTitle } from '../../layout/PageTitleContext';
import { type Definition, DefinitionGrid } from '../../resources/contracts/detail/DefinitionGrid';
import { HIDDEN_TOKEN, type MailDetail } from '../../schema/resources/mails';
import { MailStatusChip } from './MailStatusChip';
import { mailFieldKey, templateCodeKey } from './mailText';

const NotFound = () => {
  const translate = useTranslate();
  return (
    <NotFoundCard
      title={translate('app.outbox.detail.not_found')}
      text={translate('app.outbox.detail.not_found_text')}
      backTo="/mails"
      backLabel={translate('app.outbox.detail.back_to_list')}
    />
  );
};

/** HTML-escapes a text put into the mail's HTML body. */
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * /mails/:id (platform admins): one mail of the outbox — its delivery details, the HTML body as
 * sent (in a sandboxed frame) and the plain text.
 */
const OutboxDetail = () => {
  const translate = useTranslate();
  const { id = '' } = useParams<{ id: string }>();
  const {
    data: mail,
    isPending,
    error,
  } = useGetOne<MailDetail>(
    'mails',
    // A malformed id is asked as it is, and answered 400: the not-found card.
    { id: Number(id) },
    { retry: false },
  );
  const listTitle = translate('app.outbox.title');
  usePageTitle(
    mail ? mail.subject : error ? translate('app.outbox.detail.not_found') : translate('app.outbox.mail'),
    [{ label: listTitle, to: '/mails' }],
  );

  if (isPending) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.common.loading')} />;
  if (error || !mail) return <NotFound />;

  const label = (name: Parameters<typeof mailFieldKey>[0]) => translate(mailFieldKey(name));
  // A link's token the viewer may not read comes as HIDDEN_TOKEN (docs/auth-api.md#links-in-mails).
  const hidden = translate('app.outbox.detail.hidden_token');
  // Until the mail's own answer is in, the list's record (without texts) may stand in for it.
  const text = typeof mail.text === 'string' ? mail.text.replaceAll(HIDDEN_TOKEN, hidden) : '';
  const hasHidden = `${mail.text ?? ''}${mail.html ?? ''}`.includes(HIDDEN_TOKEN);
  const html = mail.html?.replaceAll(HIDDEN_TOKEN, escapeHtml(hidden)) ?? null;
  const attachments = mail.attachments ?? [];
  const details: Definition[] = [
    { key: 'toAddress', label: label('toAddress'), value: mail.toAddress },
    {
      key: 'code',
      label: label('code'),
      value: translate(templateCodeKey(mail.code), { _: mail.code }),
    },
    { key: 'createdAt', label: label('createdAt'), value: formatDateTime(mail.createdAt) },
    { key: 'sentAt', label: label('sentAt'), value: formatDateTime(mail.sentAt) || '—' },
    { key: 'attempts', label: label('attempts'), value: String(mail.attempts ?? 0) },
    ...(mail.status === 'queued'
      ? [{ key: 'nextAttemptAt', label: label('nextAttemptAt'), value: formatDateTime(mail.nextAttemptAt) }]
      : []),
    ...(mail.messageId ? [{ key: 'messageId', label: label('messageId'), value: mail.messageId }] : []),
    ...(mail.error ? [{ key: 'error', label: label('error'), value: mail.error, wide: true }] : []),
    ...(attachments.length > 0
      ? [
          {
            key: 'attachments',
            label: translate('app.billing.attachments'),
            value: attachments
              .map((file) => file.fileName ?? translate('app.billing.attachment_invoice', { id: file.id }))
              .join(', '),
            wide: true,
          },
        ]
      : []),
  ];

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {mail.subject}
          </Typography>
          <MailStatusChip status={mail.status} size="medium" />
        </Stack>
        <Typography color="text.secondary">{mail.toAddress}</Typography>
      </Box>
      {hasHidden ? <Alert severity="info">{translate('app.outbox.detail.hidden_token_note')}</Alert> : null}
      <DetailColumns
        main={
          <>
            <PanelCard title={translate('app.outbox.detail.html')}>
              {html ? (
                <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
                  <MailFrame html={html} title={translate('app.outbox.detail.html_frame')} />
                </Box>
              ) : (
                <Typography color="text.secondary">{translate('app.outbox.detail.no_html')}</Typography>
              )}
            </PanelCard>
            <PanelCard title={translate('app.outbox.detail.text')}>
              <Box
                component="pre"
                sx={{
                  m: 0,
                  fontFamily: 'monospace',
                  fontSize: 13,
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                {text}
              </Box>
            </PanelCard>
          </>
        }
        side={
          <PanelCard title={translate('app.outbox.detail.headers')}>
            <DefinitionGrid items={details} columns={2} />
          </PanelCard>
        }
      />
    </Stack>
  );
};

export default OutboxDetail;
