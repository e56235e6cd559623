import CheckIcon from '@mui/icons-material/Check';
import { Avatar, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import {
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatDate, formatEuro } from '../i18n/format';
import { fileUrl } from '../providers/httpClient';
import { representRecord } from '../schema/dsl';
import type { FieldMeta } from '../schema/fields';
import { resourceByName } from '../schema/resources';

/** The resource a company-scoped row's `companyId` points at, once it is declared. */
export const COMPANY_REFERENCE: string | null = resourceByName('companies') ? 'companies' : null;

/** The company column role 1 sees on company-scoped lists: the company's name, else its number. */
export const CompanyCell = () => {
  const record = useRecordContext();
  if (!record || record.companyId == null) return null;
  if (!COMPANY_REFERENCE) return <span>{String(record.companyId)}</span>;
  return (
    <ReferenceField source="companyId" reference={COMPANY_REFERENCE} link={false} emptyText="">
      <RecordName reference={COMPANY_REFERENCE} />
    </ReferenceField>
  );
};

export const choiceLabelKey = (resource: string, field: string, value: string | number): string =>
  `resources.${resource}.choices.${field}.${value}`;

/**
 * The name of a record of the referenced resource (its declaration's recordRepresentation), or the
 * `name` of an options item (`{id, name}`: what a viewer who may not read the record gets).
 */
export const nameOf = (reference: string, record: Record<string, unknown>): string => {
  const resource = resourceByName(reference);
  const name = resource ? representRecord(resource, record) : '';
  return name || String(record.name ?? record.id ?? '');
};

type Translate = (key: string, options?: object) => string;

/**
 * A value of a field as plain text (CSV export, cells): Dutch dates, euros, Ja/Nee, choice
 * labels. References need their records fetched and are the caller's (`nameOf`).
 */
export const fieldText = (
  translate: Translate,
  resource: string,
  name: string,
  meta: FieldMeta,
  value: unknown,
): string => {
  if (value == null || value === '') return '';
  switch (meta.kind) {
    case 'money':
      return Number.isNaN(Number(value)) ? '' : formatEuro(Number(value));
    case 'date':
      return formatDate(value as string);
    case 'boolean':
      return translate(value ? 'app.views.yes' : 'app.views.no');
    case 'choice':
      return translate(choiceLabelKey(resource, name, value as string), { _: String(value) });
    case 'choices':
      return Array.isArray(value)
        ? value.map((item) => translate(choiceLabelKey(resource, name, item), { _: String(item) })).join(', ')
        : '';
    default:
      return String(value);
  }
};

/** Dates and amounts stay on one line in a table cell. */
export const Nowrap = ({ children }: { children: ReactNode }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{children}</span>
);

interface CellProps {
  resource: string;
  name: string;
  meta: FieldMeta;
}

/** What a data-table cell shows for each field kind (docs/requirements.md#texts-and-formats). */
export const Cell = ({ resource, name, meta }: CellProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const value = record?.[name];
  switch (meta.kind) {
    case 'money':
    case 'date':
      return <Nowrap>{fieldText(translate, resource, name, meta, value)}</Nowrap>;
    case 'boolean':
      return value ? (
        <CheckIcon fontSize="small" color="success" titleAccess={translate('app.views.yes')} />
      ) : null;
    case 'choice':
      return fieldText(translate, resource, name, meta, value) || null;
    case 'choices':
      return Array.isArray(value) ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {value.map((item) => (
            <Chip
              key={String(item)}
              size="small"
              label={translate(choiceLabelKey(resource, name, item), { _: String(item) })}
            />
          ))}
        </Stack>
      ) : null;
    case 'reference':
      return meta.reference ? (
        <ReferenceField source={name} reference={meta.reference} link={false} emptyText="">
          <RecordName reference={meta.reference} />
        </ReferenceField>
      ) : null;
    case 'references':
      return meta.reference ? (
        <ReferenceArrayField source={name} reference={meta.reference}>
          <SingleFieldList linkType={false}>
            <ChipOf reference={meta.reference} />
          </SingleFieldList>
        </ReferenceArrayField>
      ) : null;
    case 'image':
      return typeof value === 'string' && value ? (
        <Avatar
          src={value.startsWith('data:') ? value : fileUrl(value)}
          alt=""
          sx={{ width: 32, height: 32 }}
        />
      ) : name === 'avatar' ? (
        // A person without a photo: the person placeholder; a missing logo or picture: nothing.
        <Avatar sx={{ width: 32, height: 32 }} />
      ) : null;
    case 'group':
      return Array.isArray(value) ? <span>{value.length}</span> : null;
    case 'password':
      return null;
    default:
      return value == null ? null : <span>{String(value)}</span>;
  }
};

const RecordName = ({ reference }: { reference: string }) => {
  const record = useRecordContext();
  return record ? <Typography variant="body2">{nameOf(reference, record)}</Typography> : null;
};

const ChipOf = ({ reference }: { reference: string }) => {
  const record = useRecordContext();
  return record ? <Chip size="small" label={nameOf(reference, record)} sx={{ mr: 0.5 }} /> : null;
};
