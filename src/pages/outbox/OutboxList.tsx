import OutboxIcon from '@mui/icons-material/Outbox';
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { DataTable, List, useGetList, useListContext, useRecordContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Dropdown, type DropdownValue } from '../../components/Dropdown';
import { SearchBox } from '../../components/SearchBox';
import { formatDateTime } from '../../i18n/format';
import { usePageTitle } from '../../layout/PageTitleContext';
import { GUARDED_VIEW } from '../../layout/RouteGuard';
import { Nowrap } from '../../resources/cells';
import { ListCards, usePhoneList } from '../../resources/ListCards';
import {
  LIST_SX,
  type ListColumn,
  ListPagination,
  NoResults,
  PER_PAGE,
  TABLE_SX,
  tableColumns,
} from '../../resources/ResourceList';
import type { RecordOf } from '../../schema/dsl';
import { MAIL_STATUSES } from '../../schema/mail-statuses';
import { mails } from '../../schema/resources/mails';
import { MailStatusChip } from './MailStatusChip';
import { mailFieldKey, mailStatusKey, templateCodeKey } from './mailText';

export const mailPath = (id: unknown) => `/mails/${id}`;

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

/** The mail of the row (or card) in context. */
const useMail = () => useRecordContext<RecordOf<typeof mails>>();

const StatusCell = () => {
  const mail = useMail();
  return mail ? <MailStatusChip status={mail.status} /> : null;
};

/** Under the subject: the template it was written from and the last delivery error. */
const SubjectLines = () => {
  const translate = useTranslate();
  const mail = useMail();
  if (!mail) return null;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {translate(templateCodeKey(mail.code), { _: mail.code })}
      </Typography>
      {mail.error ? <ErrorLine error={mail.error} /> : null}
    </>
  );
};

const SubjectCell = () => {
  const mail = useMail();
  return mail ? (
    <Box sx={{ minWidth: 260 }}>
      {mail.subject}
      <SubjectLines />
    </Box>
  ) : null;
};

/** A moment of the mail, on one line. */
const MomentCell = ({ source }: { source: 'createdAt' | 'sentAt' }) => {
  const mail = useMail();
  return mail ? <Nowrap>{formatDateTime(mail[source])}</Nowrap> : null;
};

const ToAddressCell = () => {
  const mail = useMail();
  return mail ? <Nowrap>{mail.toAddress}</Nowrap> : null;
};

const AttemptsCell = () => <>{useMail()?.attempts}</>;

/** The columns of the table, and the lines of a card (the subject its heading). */
const COLUMNS: readonly ListColumn[] = [
  { source: 'status', label: mailFieldKey('status'), sortable: true, cell: <StatusCell /> },
  { source: 'toAddress', label: mailFieldKey('toAddress'), sortable: true, cell: <ToAddressCell /> },
  { source: 'subject', label: mailFieldKey('subject'), sortable: true, cell: <SubjectCell /> },
  {
    source: 'createdAt',
    label: mailFieldKey('createdAt'),
    sortable: true,
    cell: <MomentCell source="createdAt" />,
  },
  { source: 'sentAt', label: mailFieldKey('sentAt'), sortable: true, cell: <MomentCell source="sentAt" /> },
  {
    source: 'attempts',
    label: mailFieldKey('attempts'),
    sortable: true,
    align: 'right',
    cell: <AttemptsCell />,
  },
];

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
  // On a phone a card per mail (its subject the heading), as the generated lists show their rows.
  const phone = usePhoneList();
  return (
    <List
      {...GUARDED_VIEW}
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
      {phone ? (
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <ListCards
            resource={mails}
            columns={COLUMNS}
            icon={OutboxIcon}
            linkTo={(mail) => mailPath(mail.id)}
            actions={null}
            note={<SubjectLines />}
            empty={<NoResults />}
          />
        </Box>
      ) : (
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
          {tableColumns(COLUMNS)}
        </DataTable>
      )}
    </List>
  );
};

export default OutboxList;
