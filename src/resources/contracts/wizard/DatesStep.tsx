import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { formatEuro } from '../../../i18n/format';
import { yearlyCost } from '../../../schema/contract-costs';
import { ContractInput, Pair, SectionRest, useChosenType, useValue } from './fields';

/** The term's fields, laid out below as pairs and conditions. */
const LAID_OUT = [
  'indefinite',
  'startsAt',
  'endsAt',
  'noticeAmount',
  'noticeUnit',
  'renewalMonths',
  'costAmount',
  'costPeriod',
  'vatIncluded',
  'vatRate',
  'paymentTermDays',
  'yearlyValue',
  'offersOptIn',
] as const;

/**
 * The costs (docs/requirements.md#contracts-and-dates): an amount per period makes the yearly value,
 * computed here as the server will (yearlyCost), so the input shows it and is not typed; without
 * one the yearly value is typed in. The yearly cost incl. VAT is shown when the rate is known.
 */
const Costs = () => {
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
    </>
  );
};

/**
 * Step 3: the term and the costs. An indefinite contract has no end date and no tacit renewal;
 * the offers opt-in is asked only for a type suitable for purchasing advice. The section's other
 * fields follow.
 */
export const DatesStep = () => {
  const indefinite = useValue<boolean | undefined>('indefinite') === true;
  const type = useChosenType();
  return (
    <>
      <ContractInput name="indefinite" />
      <Pair>
        <ContractInput name="startsAt" />
        {indefinite ? null : <ContractInput name="endsAt" meta={{ required: true }} />}
      </Pair>
      <Pair>
        <ContractInput name="noticeAmount" />
        <ContractInput name="noticeUnit" />
      </Pair>
      {indefinite ? null : <ContractInput name="renewalMonths" />}
      <Costs />
      {type?.purchasingAdvice ? <ContractInput name="offersOptIn" /> : null}
      <SectionRest section="dates" bespoke={LAID_OUT} />
    </>
  );
};
