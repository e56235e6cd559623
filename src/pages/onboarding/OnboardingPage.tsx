import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import CardMembershipIcon from '@mui/icons-material/CardMembershipOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { Box, Card, CardContent, CardHeader, Stack, type SvgIconProps, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { Form, SaveButton, useNotify, useRedirect, useTranslate } from 'react-admin';
import { usePageTitle } from '../../layout/PageTitleContext';
import { httpClient, httpStatus } from '../../providers/httpClient';
import { FieldInput } from '../../resources/inputs';
import { dayOf } from '../../schema/contract-dates';
import { labelKey, type Resource } from '../../schema/dsl';
import { type FieldErrors, parseOnboarding } from '../../schema/onboarding';
import { COMPANY_FIELDS, companies, INVOICE_DETAILS } from '../../schema/resources/companies';
import { subscriptions } from '../../schema/resources/subscriptions';
import { users } from '../../schema/resources/users';
import { PlanInput } from './PlanInput';

const ADMIN_FIELDS = ['firstName', 'affix', 'lastName', 'emailAddress', 'telephone'];

/** Errors keyed 'company.kvkNumber' as the nested object react-hook-form's validation expects. */
export const nestErrors = (errors: FieldErrors): Record<string, Record<string, string>> => {
  const nested: Record<string, Record<string, string>> = {};
  for (const [key, message] of Object.entries(errors)) {
    const [part, ...rest] = key.split('.');
    nested[part] ??= {};
    nested[part][rest.join('.') || '_'] = message;
  }
  return nested;
};

const validate = (values: Record<string, unknown>) => nestErrors(parseOnboarding(values).errors);

const emptyPart = (fields: readonly string[]) => Object.fromEntries(fields.map((field) => [field, '']));

const Section = ({
  title,
  help,
  icon: Icon,
  children,
}: {
  title: string;
  help: string;
  icon: ComponentType<SvgIconProps>;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={translate(title)}>
      <CardHeader
        avatar={<Icon color="primary" />}
        title={translate(title)}
        subheader={translate(help)}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent
        sx={{
          pt: 0,
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {children}
      </CardContent>
    </Card>
  );
};

/**
 * The inputs of one part, named 'company.kvkNumber' and so on, as their resource's form has them;
 * `required` marks fields this form requires beyond the resource (a company's invoice details).
 */
const PartInputs = ({
  part,
  resource,
  fields,
  required = [],
}: {
  part: string;
  resource: Resource;
  fields: readonly string[];
  required?: readonly string[];
}) =>
  fields.map((field) => (
    <FieldInput
      key={field}
      resource={resource.name}
      name={`${part}.${field}`}
      meta={required.includes(field) ? { ...resource.meta[field], required: true } : resource.meta[field]}
      label={labelKey(resource, field)}
    />
  ));

interface ApiFailure {
  body?: { errors?: FieldErrors };
}

/**
 * "Nieuw bedrijf" (/companies/create, platform admins): the company with its billing details, its
 * subscription and its first admin in one form, checked by the same rules as the API; the server's
 * field errors (a used e-mail address, an inactive plan) land on their fields.
 */
const OnboardingPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  usePageTitle(translate('app.platform.onboarding.title'), [
    { label: translate('resources.companies.name', { smart_count: 2 }), to: '/companies' },
  ]);
  const defaultValues = {
    company: emptyPart(COMPANY_FIELDS),
    subscription: { plan: null, startsAt: dayOf() },
    admin: emptyPart(ADMIN_FIELDS),
  };

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { json } = await httpClient('onboarding', { method: 'POST', body: JSON.stringify(values) });
      const { company } = json as { company: number };
      const name = (values.company as Record<string, string>).name;
      notify('app.platform.onboarding.saved', { type: 'success', messageArgs: { name } });
      redirect(`/companies/${company}`);
      return undefined;
    } catch (error) {
      const errors = (error as ApiFailure).body?.errors;
      if (httpStatus(error) === 400 && errors) {
        notify('app.platform.onboarding.invalid', { type: 'error' });
        return errors;
      }
      notify('app.platform.onboarding.failed', { type: 'error' });
      return undefined;
    }
  };

  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.platform.onboarding.intro')}
      </Typography>
      <Form defaultValues={defaultValues} validate={validate} onSubmit={submit} noValidate>
        <Stack spacing={2}>
          <Section
            title="app.platform.onboarding.company"
            help="app.platform.onboarding.company_help"
            icon={ApartmentIcon}
          >
            <PartInputs
              part="company"
              resource={companies}
              fields={COMPANY_FIELDS}
              required={INVOICE_DETAILS}
            />
          </Section>
          <Section
            title="app.platform.onboarding.subscription"
            help="app.platform.onboarding.subscription_help"
            icon={CardMembershipIcon}
          >
            <PlanInput name="subscription.plan" />
            <PartInputs part="subscription" resource={subscriptions} fields={['startsAt']} />
          </Section>
          <Section
            title="app.platform.onboarding.admin"
            help="app.platform.onboarding.admin_help"
            icon={PersonAddIcon}
          >
            <PartInputs part="admin" resource={users} fields={ADMIN_FIELDS} />
          </Section>
          <Box>
            <SaveButton label="app.platform.onboarding.submit" alwaysEnable />
          </Box>
        </Stack>
      </Form>
    </Box>
  );
};

export default OnboardingPage;
