import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatEuro } from '../../../i18n/format';
import { yearlyCost } from '../../../schema/contract-costs';
import { ContractInput, Pair, SectionRest, useValue } from './fields';

/** The cost fields, laid out below as pairs and conditions. */
const LAID_OUT = [
  'costAmount',
  'costPeriod',
  'vatIncluded',
  'vatRate',
  'paymentTermDays',
  'yearlyValue',
] as const;

/**
 * Step 4, the costs (docs/requirements.md#contracts-and-dates): an amount per period makes the
 * yearly value, computed here as the server will (yearlyCost), so the input shows it and is not
 * typed; without one the yearly value is typed in. The yearly cost incl. VAT is shown when the
 * rate is known. The section's other fields follow.
 */
export const CostsStep = () => {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const costAmount = useValue<number | null | undefined>('costAmount');
  const costPeriod = useValue<string | null | undefined>('costPeriod');
  const vatIncluded = useValue<boolean | undefined>('vatIncluded');
  const vatRate = useValue<number | null | undefined>('vatRate');
  const yearlyValue = useValue<number | null | undefined>('yearlyValue');
  const cost = yearlyCost({ costAmount, costPeriod, vatIncluded, vatRate, yearlyValue });
  useEffect(() => {
    if (cost.derived && getValues('yearlyValue') !== cost.excl)
      setValue('yearlyValue', cost.excl, { shouldDirty: true });
  }, [cost.derived, cost.excl, getValues, setValue]);
  return (
    <>
      <Pair>
        <ContractInput name="costAmount" />
        <ContractInput name="costPeriod" />
      </Pair>
      <Pair>
        <ContractInput name="vatRate" />
        <ContractInput name="paymentTermDays" />
      </Pair>
      <ContractInput name="vatIncluded" />
      <ContractInput name="yearlyValue" meta={cost.derived ? { readOnly: true } : undefined} />
      {cost.incl !== null ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="yearly-cost-incl">
          {translate('resources.contracts.fields.yearlyValueInclVat')}: {formatEuro(cost.incl)}
        </Typography>
      ) : null}
      <SectionRest section="costs" bespoke={LAID_OUT} />
    </>
  );
};
