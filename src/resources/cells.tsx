import CheckIcon from '@mui/icons-material/Check';
import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  type RaRecord,
  ReferenceArrayField,
  ReferenceField,
  SingleFieldList,
  useDataProvider,
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

const PLACEHOLDER = /%\{(\w+)\}/g;

/**
 * A record's name as the app shows it: its representation (representRecord), or, when the
 * resource's texts hold a `representation` ('%{plan}, vanaf %{startsAt}'), that text with each
 * `%{field}` its value: a date as written in Dutch, a reference as the name of the record it points
 * at (fetched under react-admin's key of a reference's getMany, so what the cells fetched serves
 * here too; until it is in, the representation). Empty when the record has no name.
 */
export const useRecordName = (name: string, record: RaRecord | undefined): string => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const resource = resourceByName(name);
  const key = `resources.${name}.representation`;
  const text = translate(key, { _: key });
  const fields = text === key || !resource ? [] : [...text.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const references = fields.flatMap((field) => {
    const meta = resource?.meta[field];
    const id = record?.[field];
    return meta?.kind === 'reference' && meta.reference && id != null
      ? [{ field, reference: meta.reference, id: String(id) }]
      : [];
  });
  const found = useQueries({
    queries: references.map(({ reference, id }) => ({
      queryKey: [reference, 'getMany', { ids: [id], meta: undefined }],
      queryFn: async () => (await dataProvider.getMany(reference, { ids: [id] })).data,
    })),
  });
  if (!record) return '';
  const values = fields.map((field) => {
    const index = references.findIndex((reference) => reference.field === field);
    if (index >= 0) {
      const [named] = found[index].data ?? [];
      return [field, named ? nameOf(references[index].reference, named) : ''];
    }
    const value = record[field];
    return [
      field,
      resource?.meta[field]?.kind === 'date' ? formatDate(value as string) : String(value ?? ''),
    ];
  });
  if (fields.length > 0 && values.every(([, value]) => value !== ''))
    return translate(key, Object.fromEntries(values));
  return resource ? representRecord(resource, record) : '';
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
  if (value == null || value === '') return meta.emptyMeans ? translate(meta.emptyMeans) : '';
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

/** An image value's address: a fresh data URL as it is, a stored path through fileUrl. */
export const imageSrc = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? (value.startsWith('data:') ? value : fileUrl(value)) : undefined;

/**
 * A picture other than a person's photo (a sponsor's logo) shown whole, in its own shape: at most
 * `height` high and three times as wide, never cropped into a circle.
 */
export const WholeImage = ({ value, height }: { value: unknown; height: number }) => (
  <Box
    component="img"
    src={imageSrc(value)}
    alt=""
    sx={{ display: 'block', height, maxWidth: height * 3, objectFit: 'contain' }}
  />
);

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
      // A person's photo in a circle (without one, the person placeholder); a logo whole, or nothing.
      if (name === 'avatar') return <Avatar src={imageSrc(value)} alt="" sx={{ width: 32, height: 32 }} />;
      return imageSrc(value) ? <WholeImage value={value} height={32} /> : null;
    case 'group':
      return Array.isArray(value) ? <span>{value.length}</span> : null;
    case 'password':
      return null;
    default: {
      const text = fieldText(translate, resource, name, meta, value);
      return text ? <span>{text}</span> : null;
    }
  }
};

const RecordName = ({ reference }: { reference: string }) => {
  const record = useRecordContext();
  const name = useRecordName(reference, record);
  return record ? <Typography variant="body2">{name || nameOf(reference, record)}</Typography> : null;
};

const ChipOf = ({ reference }: { reference: string }) => {
  const record = useRecordContext();
  return record ? <Chip size="small" label={nameOf(reference, record)} sx={{ mr: 0.5 }} /> : null;
};
