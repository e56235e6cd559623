import OutboxIcon from '@mui/icons-material/Outbox';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { DataTable, List, useGetList, useListContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Dropdown, type DropdownValue } from '../../components/Dropdown';
import { SearchBox } from '../../components/SearchBox';
import { formatDateTime } from '../../i18n/format';
import { usePageTitle } from '../../layout/PageTitleContext';
import { LIST_SX, ListPagination, NoResults, PER_PAGE, TABLE_SX } from '../../resources/ResourceList';
import type { RecordOf } from '../../schema/dsl';
import { MAIL_STATUSES } from '../../schema/mail-statuses';
import type { mails } from '../../schema/resources/mails';
import { MailStatusChip } from './MailStatusChip';
import { mailFieldKey, mailStatusKey, templateCodeKey } from './mailText';

export const mailPath = (id: unknown) => `/mails/${id}`;
/** The list's columns read the mails resource's record. */
const Column = DataTable.Col<RecordOf<typeof mails>>;
const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

/** Said once above the list while the outbox holds mails that were kept instead of sent. */
export const KeptNotice = () => {
  const translate = useTranslate();
  const { total } = useGetList('mails', { filter: { status: 'kept' }, pagination: { page: 1, perPage: 1 } });
  if (!total) return null;
  return (
    <Alert severity="info" sx={{ m: 2, mb: 0 }}>
      <AlertTitle>{translate('app.outbox.kept_title')}</AlertTitle>
      {translate('app.outbox.kept_notice')}
    </Alert>
  );
};

const Filters = () => {
  const translate = useTranslate();
  const location = useLocation();
  const { filterValues, setFilters } = useListContext();
  const set = (name: string, value: unknown) => {
    const { [name]: _dropped, ...rest } = filterValues;
    setFilters(value == null || value === '' ? rest : { ...rest, [name]: value }, undefined, false);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', p: 2 }}>
      <SearchBox
        value={(filterValues.q as string | undefined) ?? ''}
        storageKey={location.pathname}
        onSearch={(q) => set('q', q)}
      />
      <Box sx={{ width: { xs: '100%', sm: 220 } }}>
        <Dropdown
          size="small"
          label={translate(mailFieldKey('status'))}
          searchable={false}
          value={(filterValues.status as DropdownValue | undefined) ?? null}
          onChange={(next) => set('status', next)}
          options={MAIL_STATUSES.map((status) => ({ value: status, text: translate(mailStatusKey(status)) }))}
        />
      </Box>
    </Box>
  );
};

/** The last delivery error, one line under the subject (all of it in the tooltip and on the mail's page). */
const ErrorLine = ({ error }: { error: string }) => {
  const translate = useTranslate();
  return (
    <Typography
      variant="body2"
      color="error"
      title={error}
      sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {translate(mailFieldKey('error'))}: {error}
    </Typography>
  );
};

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary', width: '100%' }}>
      <OutboxIcon sx={{ fontSize: 56, opacity: 0.4 }} />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {translate('app.outbox.empty')}
      </Typography>
    </Box>
  );
};

/**
 * /mails (platform admins): every mail the product wrote, newest first, with its delivery status,
 * attempts and last error; search in address and subject, filter on status; a row opens the mail.
 */
const OutboxList = () => {
  const translate = useTranslate();
  const title = translate('app.outbox.title');
  usePageTitle(title);
  return (
    <List
      resource="mails"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={PER_PAGE}
      actions={false}
      title={title}
      pagination={<ListPagination />}
      empty={<Empty />}
      sx={LIST_SX}
    >
      <KeptNotice />
      <Filters />
      <DataTable
        bulkActionButtons={false}
        empty={<NoResults />}
        rowClick={(id) => mailPath(id)}
        sx={{
          borderTop: 1,
          borderColor: 'divider',
          ...TABLE_SX,
        }}
      >
        <Column
          source="status"
          label={mailFieldKey('status')}
          render={(mail) => <MailStatusChip status={mail.status} />}
        />
        <Column
          source="toAddress"
          label={mailFieldKey('toAddress')}
          render={(mail) => nowrap(mail.toAddress)}
        />
        <Column
          source="subject"
          label={mailFieldKey('subject')}
          cellSx={() => ({ minWidth: 260 })}
          render={(mail) => (
            <>
              {mail.subject}
              <Typography variant="body2" color="text.secondary">
                {translate(templateCodeKey(mail.code), { _: mail.code })}
              </Typography>
              {mail.error ? <ErrorLine error={mail.error} /> : null}
            </>
          )}
        />
        <Column
          source="createdAt"
          label={mailFieldKey('createdAt')}
          render={(mail) => nowrap(formatDateTime(mail.createdAt))}
        />
        <Column
          source="sentAt"
          label={mailFieldKey('sentAt')}
          render={(mail) => nowrap(formatDateTime(mail.sentAt))}
        />
        <Column source="attempts" label={mailFieldKey('attempts')} align="right" />
      </DataTable>
    </List>
  );
};

export default OutboxList;
