/**
 * The contract create/edit wizard (issue 4, docs/architecture.md#a-form): seven steps in one react-admin form,
 * each checked before moving on; edit opens on any step (`?step=1..7`, or a click in the stepper).
 */
import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { Form, type RaRecord, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PageRefused } from '../../../components/PageRefused';
import { pluralName, singularNameParts } from '../../../i18n/resourceNames';
import { usePageTitle } from '../../../layout/PageTitleContext';
import { useProfile } from '../../../providers/profileStore';
import type { AlertDefaults } from '../../../schema/alert-defaults';
import { STANDARD_VAT_RATE } from '../../../schema/contract-costs';
import { PERIODS } from '../../../schema/resources/contract-rules';
import { contracts } from '../../../schema/resources/contracts';
import { useResourceAccess } from '../../access';
import { defaultValuesOf } from '../../formValues';
import { FollowAlertDefaults, initialAlertValues, useAlertDefaults } from './alertDefaults';
import { contractResolver, type WizardRules } from './validation';
import { WizardSteps } from './WizardSteps';

export interface ContractWizardProps {
  mode: 'create' | 'edit';
}

type Values = Record<string, unknown>;

/** The unit pickers start on months; a unit without an amount is never sent. */
const withUnits = (values: Values): Values => {
  const out = { ...values };
  for (const [, unit] of PERIODS) out[unit] ??= 'months';
  return out;
};

const Message = ({ children }: { children: ReactNode }) => <Typography sx={{ p: 3 }}>{children}</Typography>;

const Title = ({ record }: { record?: RaRecord }) => {
  const translate = useTranslate();
  const plural = pluralName(translate, contracts);
  const title = record
    ? String(record.number ?? '')
    : translate('app.views.create_title', singularNameParts(translate, contracts));
  usePageTitle(title, [{ label: plural, to: '/contracts' }]);
  return null;
};

const Loading = () => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <LinearProgress aria-label={translate('app.common.loading')} />
      </CardContent>
    </Card>
  );
};

/** A new contract starts with the company's alert defaults, so it waits for them. */
const CreateWizard = () => {
  const alertDefaults = useAlertDefaults(true);
  return alertDefaults ? <WizardForm alertDefaults={alertDefaults} /> : <Loading />;
};

const WizardForm = ({ record, alertDefaults }: { record?: RaRecord; alertDefaults?: AlertDefaults }) => {
  const profile = useProfile();
  const access = useResourceAccess(contracts);
  const askCompany = !record && access.platformAdmin;
  const rules = useMemo<WizardRules>(() => ({ requireCompany: askCompany }), [askCompany]);
  const defaults = useMemo(
    () =>
      record
        ? undefined
        : withUnits({
            ...defaultValuesOf(contracts),
            ...(alertDefaults ? initialAlertValues(alertDefaults) : {}),
            specifications: [],
            // The standard Dutch VAT rate, shown and changeable (0 for exempt insurance …), so a new
            // contract's yearly value incl. VAT is known. The API assumes no rate where none is sent.
            vatRate: STANDARD_VAT_RATE,
            // The creator owns a new contract unless someone else is named (as the server does).
            owner: askCompany ? null : (profile?.id ?? null),
          }),
    [record, askCompany, profile?.id, alertDefaults],
  );
  const formRecord = useMemo(() => (record ? (withUnits(record) as RaRecord) : undefined), [record]);
  return (
    <Card>
      <Title record={record} />
      <Form
        resource={contracts.name}
        record={formRecord}
        defaultValues={defaults}
        resolver={contractResolver}
        context={rules}
        mode="onChange"
        noValidate
      >
        {alertDefaults && !record ? <FollowAlertDefaults defaults={alertDefaults} /> : null}
        <WizardSteps record={record} askCompany={askCompany} />
      </Form>
    </Card>
  );
};

const EditWizard = ({ id }: { id: string }) => {
  const translate = useTranslate();
  const access = useResourceAccess(contracts);
  const { data: record, isPending, error } = useGetOne<RaRecord>(contracts.name, { id });
  if (isPending) return <Loading />;
  if (error || !record) return <Message>{translate('app.common.something_went_wrong')}</Message>;
  if (!access.canRow('edit', record)) return <PageRefused resource={contracts} access={access} />;
  return <WizardForm record={record} />;
};

export const ContractWizard = ({ mode }: ContractWizardProps) => {
  const { id } = useParams();
  const access = useResourceAccess(contracts);
  if (!access.can(mode)) return <PageRefused resource={contracts} access={access} />;
  return mode === 'edit' && id ? <EditWizard id={id} /> : <CreateWizard />;
};
