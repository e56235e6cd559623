import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, ShowBase, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageRefused } from '../components/PageRefused';
import { PanelCard } from '../components/PanelCard';
import { pluralName, singularName } from '../i18n/resourceNames';
import { usePageTitle } from '../layout/PageTitleContext';
import { GUARDED_VIEW } from '../layout/RouteGuard';
import { fieldsOfSection, fieldsWhere, labelKey, type RecordOf, type Resource } from '../schema/dsl';
import type { FieldMeta } from '../schema/fields';
import { useResourceAccess } from './access';
import { Cell, CompanyCell, useRecordName } from './cells';
import { type Definition, DefinitionGrid } from './contracts/detail/DefinitionGrid';
import { overrideFor } from './overrides';

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

const Missing = () => (
  <Typography component="span" variant="body2" color="text.secondary">
    —
  </Typography>
);

/** A group's items, one line each: its filled-in sub-fields as "label: value". */
const GroupValue = ({ resource, items, meta }: { resource: Resource; items: unknown[]; meta: FieldMeta }) => {
  const translate = useTranslate();
  const subFields = Object.entries(meta.item ?? {});
  return (
    <Stack component="span" spacing={0.5}>
      {items.map((item, index) => {
        const values = (item ?? {}) as Record<string, unknown>;
        return (
          // Items have no identity of their own; their order is their key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <RecordContextProvider key={index} value={{ id: index, ...values }}>
            <Stack component="span" direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {subFields
                .filter(([sub, subMeta]) => subMeta.kind === 'boolean' || !isEmpty(values[sub]))
                .map(([sub, subMeta]) => (
                  <span key={sub}>
                    {translate(subMeta.label ?? `resources.${resource.name}.fields.${sub}`)}:{' '}
                    <FieldValue resource={resource} name={sub} meta={{ ...subMeta, item: undefined }} />
                  </span>
                ))}
            </Stack>
          </RecordContextProvider>
        );
      })}
    </Stack>
  );
};

/**
 * A field's value as read-only text: the list's cell renderer, with what a cell leaves out for a
 * page of its own (an empty value as a dash, "Nee", a group's items, a long text's line breaks).
 */
const FieldValue = ({ resource, name, meta }: { resource: Resource; name: string; meta: FieldMeta }) => {
  const record = useRecordContext<RecordOf<Resource>>();
  const translate = useTranslate();
  const value = record?.[name];
  if (meta.kind === 'boolean') return <>{translate(value ? 'app.views.yes' : 'app.views.no')}</>;
  if (isEmpty(value)) return <Missing />;
  if (meta.kind === 'group' && Array.isArray(value))
    return <GroupValue resource={resource} items={value} meta={meta} />;
  return <Cell resource={resource.name} name={name} meta={meta} />;
};

/**
 * Fields a reader sees: the form's, the list's, and those kept by the server rather than a form
 * (an invoice's period and buyer); never a password.
 */
const isShown = ({ form, list, readOnly, kind }: FieldMeta): boolean =>
  (form || list || readOnly) && kind !== 'password';

const shownFields = (resource: Resource, names: string[]): Definition[] =>
  names
    .filter((name) => isShown(resource.meta[name]))
    .map((name) => ({
      key: name,
      label: labelKey(resource, name),
      value: <FieldValue resource={resource} name={name} meta={resource.meta[name]} />,
      wide: resource.meta[name].kind === 'longText' || resource.meta[name].kind === 'group',
    }));

const Part = ({ title, items }: { title: ReactNode; items: Definition[] }) => {
  const translate = useTranslate();
  if (items.length === 0) return null;
  const translated = items.map((item) => ({ ...item, label: translate(item.label) }));
  return (
    <PanelCard title={title}>
      <DefinitionGrid items={translated} columns={2} />
    </PanelCard>
  );
};

/**
 * The read-only page of the record in context (docs/architecture.md#a-form): each form field's
 * label and value, grouped by the declaration's sections, and a way back to the list.
 */
export const RecordDetails = ({ resource }: { resource: Resource }) => {
  const translate = useTranslate();
  const record = useRecordContext<RecordOf<Resource>>();
  const access = useResourceAccess(resource);
  const plural = pluralName(translate, resource);
  const named = useRecordName(resource.name, record);
  const extras = overrideFor(resource.name).rowActions ?? [];
  const ShowExtras = overrideFor(resource.name).showExtras;
  usePageTitle(named || singularName(translate, resource), [{ label: plural, to: `/${resource.name}` }]);
  if (!record) return <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.common.loading')} />;

  const main = shownFields(
    resource,
    fieldsWhere(resource, (meta) => meta.section === undefined),
  );
  const company: Definition[] =
    resource.scope !== 'platform' && access.platformAdmin
      ? [{ key: 'companyId', label: 'app.views.company', value: <CompanyCell /> }]
      : [];
  return (
    <Stack spacing={2} sx={{ py: 2, maxWidth: 960 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Button component={Link} to={`/${resource.name}`} startIcon={<ArrowBackIcon />} size="small">
          {plural}
        </Button>
        <Box sx={{ flex: 1 }} />
        {/* What a list row offers on the record (an invoice's PDF), here too. */}
        {extras.map((Extra, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per resource
          <Extra key={index} resource={resource} />
        ))}
        {/* Opened read-only (`/…/:id/show`) by one who may edit it: the way to its form. */}
        {access.canRow('edit', record) ? (
          <Button
            component={Link}
            to={`/${resource.name}/${String(record.id)}`}
            startIcon={<EditIcon />}
            size="small"
            variant="contained"
          >
            {translate('ra.action.edit')}
          </Button>
        ) : null}
      </Box>
      <Part title={singularName(translate, resource)} items={[...company, ...main]} />
      {resource.sections.map((section) => (
        <Part
          key={section}
          title={translate(`resources.${resource.name}.sections.${section}`)}
          items={shownFields(resource, fieldsOfSection(resource, section))}
        />
      ))}
      {ShowExtras ? <ShowExtras resource={resource} /> : null}
    </Stack>
  );
};

/** What a viewer who may read a record but not edit it gets: the folder's `show` view, else the generated one. */
export const ResourceShow = ({ resource }: { resource: Resource }) => {
  const access = useResourceAccess(resource);
  const Override = overrideFor(resource.name).show;
  if (Override) return <Override />;
  if (!access.can('show')) return <PageRefused resource={resource} access={access} />;
  return (
    <ShowBase {...GUARDED_VIEW} resource={resource.name}>
      <ShownRecord resource={resource} />
    </ShowBase>
  );
};

/** A row filter may allow reading some rows only (the server answers 404 for others). */
const ShownRecord = ({ resource }: { resource: Resource }) => {
  const record = useRecordContext();
  const access = useResourceAccess(resource);
  if (record && !access.canRow('show', record)) return <PageRefused resource={resource} access={access} />;
  return <RecordDetails resource={resource} />;
};
