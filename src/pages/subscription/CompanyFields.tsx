import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormField } from '../../components/FormField';
import { COMPANY_FIELDS, INVOICE_DETAILS } from '../../schema/resources/companies';
import type { CompanyDetails } from '../../schema/subscription-overview';

export type CompanyValues = Omit<CompanyDetails, 'id' | 'iban'> & { iban: string };

/** What an invoice needs: the self-service start requires these (the API too). */
export const REQUIRED_COMPANY_FIELDS = new Set<keyof CompanyValues>(['name', ...INVOICE_DETAILS]);

const WIDTH: Partial<Record<keyof CompanyValues, number>> = {
  kvkNumber: 6,
  vatNumber: 6,
  zipcode: 4,
  city: 8,
};

/** The company's details as the form edits them (the bank account, hidden from some, as ''). */
export const companyValues = (company: CompanyDetails): CompanyValues =>
  Object.fromEntries(COMPANY_FIELDS.map((field) => [field, company[field] ?? ''])) as CompanyValues;

/** Empty required fields as field errors (i18n keys), before asking the server. */
export const missingFields = (values: CompanyValues, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    COMPANY_FIELDS.filter((field) => REQUIRED_COMPANY_FIELDS.has(field) && values[field].trim() === '').map(
      (field) => [`${prefix}${field}`, 'ra.validation.required'],
    ),
  );

/**
 * The billing details as inputs. `errors` are keyed as the API names them, `prefix` included
 * (the start call nests them under `company.`).
 */
export const CompanyFields = ({
  values,
  errors,
  prefix = '',
  onChange,
}: {
  values: CompanyValues;
  errors: Record<string, string>;
  prefix?: string;
  onChange: (values: CompanyValues) => void;
}) => {
  const translate = useTranslate();
  return (
    <Grid container columnSpacing={2}>
      {COMPANY_FIELDS.map((field) => {
        const error = errors[`${prefix}${field}`];
        return (
          <Grid key={field} size={{ xs: 12, sm: WIDTH[field] ?? 12 }}>
            <FormField
              name={field}
              label={translate(`app.subscription.company.${field}`)}
              type={field === 'billingEmail' ? 'email' : 'text'}
              required={REQUIRED_COMPANY_FIELDS.has(field)}
              value={values[field]}
              onChange={(event) => onChange({ ...values, [field]: event.target.value })}
              helperText={field === 'iban' ? translate('app.subscription.company.iban_help') : undefined}
              error={error ? translate(error, { _: error }) : null}
            />
          </Grid>
        );
      })}
    </Grid>
  );
};
