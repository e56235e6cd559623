import { useCallback, useMemo } from 'react';
import {
  Create,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { useFocusFirstError } from '../components/focusFirstInvalid';
import { PageRefused } from '../components/PageRefused';
import { pluralName, singularNameParts } from '../i18n/resourceNames';
import { usePageTitle } from '../layout/PageTitleContext';
import { GUARDED_VIEW } from '../layout/RouteGuard';
import { fieldsWhere, labelKey, type Resource } from '../schema/dsl';
import { useResourceAccess } from './access';
import { COMPANY_REFERENCE, useRecordName } from './cells';
import { defaultValuesOf, payloadOf, validateValues } from './formValues';
import { FieldInput, type InputMeta } from './inputs';
import { overrideFor, type ResourceOverride } from './overrides';
import { ResourceShow } from './ResourceShow';
import { DeleteRecordButton, notice } from './RowActions';

type Mode = 'create' | 'edit';

/**
 * Role 1 creating a company-scoped record names its company: a remote-search dropdown of the
 * `companies` resource when it is declared, else its number.
 */
export const COMPANY_META: InputMeta = {
  kind: COMPANY_REFERENCE ? 'reference' : 'number',
  reference: COMPANY_REFERENCE ?? undefined,
  required: true,
  list: false,
  form: true,
  readOnly: false,
  filter: false,
  sortable: false,
  searchable: false,
  export: false,
};

const FormToolbar = ({ resource, mode }: { resource: Resource; mode: Mode }) => {
  const record = useRecordContext();
  const access = useResourceAccess(resource);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {mode === 'edit' && access.canRow('delete', record) ? (
        <DeleteRecordButton resource={resource} redirectTo="list" />
      ) : null}
    </Toolbar>
  );
};

const PageTitle = ({ resource, mode }: { resource: Resource; mode: Mode }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const named = useRecordName(resource.name, record);
  const title =
    mode === 'create'
      ? translate('app.views.create_title', singularNameParts(translate, resource))
      : named
        ? named
        : translate('app.views.edit_title', singularNameParts(translate, resource));
  usePageTitle(title, [{ label: pluralName(translate, resource), to: `/${resource.name}` }]);
  return null;
};

/** Whether the company of a new record must be chosen, for the form's values. */
const companyRequired = (override: ResourceOverride, values: Record<string, unknown>): boolean =>
  typeof override.companyOptional === 'function'
    ? !override.companyOptional(values)
    : override.companyOptional !== true;

/** Role 1's company of the record: chosen on a new one (marked required when it is), shown on an existing one. */
const CompanyInput = ({ resource, asked }: { resource: Resource; asked: boolean }) => {
  const values = useWatch();
  return (
    <FieldInput
      resource={resource.name}
      name="companyId"
      meta={{
        ...COMPANY_META,
        required: asked && companyRequired(overrideFor(resource.name), values),
        readOnly: !asked,
      }}
      label="app.views.company"
    />
  );
};

const FocusFirstError = () => {
  useFocusFirstError();
  return null;
};

/**
 * The generated form: one input per `form` field (or the override's), validated with
 * `resource.input`; only shown to a viewer who may save it (ResourceCreate, ResourceEdit).
 */
export const ResourceForm = ({ resource, mode }: { resource: Resource; mode: Mode }) => {
  const access = useResourceAccess(resource);
  const override = overrideFor(resource.name);
  // Role 1 names the company of a new record, and sees it (not to be changed) on an existing one.
  const showCompany = resource.scope === 'company' && access.platformAdmin;
  const askCompany = mode === 'create' && showCompany;
  const validate = useCallback(
    (values: Record<string, unknown>) =>
      validateValues(resource, values, { requireCompany: askCompany && companyRequired(override, values) }),
    [resource, askCompany, override],
  );
  const Extras = override.formExtras;
  const defaultValues = useMemo(
    () => (mode === 'create' ? defaultValuesOf(resource) : undefined),
    [mode, resource],
  );
  return (
    <SimpleForm
      // The declaration's rules validate, in Dutch; the browser's own bubbles speak its language.
      noValidate
      validate={validate}
      defaultValues={defaultValues}
      toolbar={<FormToolbar resource={resource} mode={mode} />}
      sx={{ maxWidth: 760 }}
    >
      <PageTitle resource={resource} mode={mode} />
      <FocusFirstError />
      {showCompany ? <CompanyInput resource={resource} asked={askCompany} /> : null}
      {fieldsWhere(resource, (meta) => meta.form).map((name) => {
        const Input = override.inputs?.[name] ?? FieldInput;
        return (
          <Input
            key={name}
            resource={resource.name}
            name={name}
            meta={resource.meta[name]}
            label={labelKey(resource, name)}
          />
        );
      })}
      {Extras ? <Extras resource={resource} /> : null}
    </SimpleForm>
  );
};

const useSaveHandlers = (resource: Resource, mode: Mode) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const access = useResourceAccess(resource);
  const override = overrideFor(resource.name);
  const withCompany = mode === 'create' && resource.scope === 'company' && access.platformAdmin;
  return useMemo(
    () => ({
      transform: (values: Record<string, unknown>) => {
        const payload = payloadOf(resource, values, { withCompany });
        return override.transform ? override.transform(payload, values) : payload;
      },
      mutationOptions: {
        onSuccess: () => {
          notify(notice(translate, resource.name, 'saved'), { type: 'success' });
          redirect('list', resource.name);
        },
      },
    }),
    [resource, withCompany, override, notify, redirect, translate],
  );
};

export const ResourceCreate = ({ resource }: { resource: Resource }) => {
  const access = useResourceAccess(resource);
  const handlers = useSaveHandlers(resource, 'create');
  if (!access.can('create')) return <PageRefused resource={resource} access={access} />;
  return (
    <Create {...GUARDED_VIEW} resource={resource.name} title=" " {...handlers}>
      <ResourceForm resource={resource} mode="create" />
    </Create>
  );
};

/**
 * The record's page. Pessimistic: the server's field errors (400 `errors`) reach the form
 * (docs/architecture.md#a-form). A viewer who may read the record but not edit it gets the
 * read-only page instead of a form without a save button.
 */
export const ResourceEdit = ({ resource }: { resource: Resource }) => {
  const access = useResourceAccess(resource);
  const handlers = useSaveHandlers(resource, 'edit');
  if (!access.can('edit')) return <ResourceShow resource={resource} />;
  return (
    <Edit {...GUARDED_VIEW} resource={resource.name} title=" " mutationMode="pessimistic" {...handlers}>
      <FormOrDetails resource={resource} />
    </Edit>
  );
};

/**
 * An edit rule with a row filter allows some rows only (a shared supplier, to a company): the others
 * open on their read-only page, in its place in the history, not inside the form's frame.
 */
const FormOrDetails = ({ resource }: { resource: Resource }) => {
  const record = useRecordContext();
  const access = useResourceAccess(resource);
  if (record && !access.canRow('edit', record))
    return <Navigate to={`/${resource.name}/${String(record.id)}/show`} replace />;
  return <ResourceForm resource={resource} mode="edit" />;
};
