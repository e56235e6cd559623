import { ContractInput, Pair, SectionRest, useChosenType, useValue } from './fields';

/** The term's fields, laid out below as pairs and conditions. */
const LAID_OUT = [
  'indefinite',
  'startsAt',
  'endsAt',
  'noticeAmount',
  'noticeUnit',
  'renewalMonths',
  'offersOptIn',
] as const;

/**
 * Step 3: the term. An indefinite contract has no end date and no tacit renewal; the offers
 * opt-in is asked only for a type suitable for purchasing advice. The section's other fields follow.
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
      {type?.purchasingAdvice ? <ContractInput name="offersOptIn" /> : null}
      <SectionRest section="dates" bespoke={LAID_OUT} />
    </>
  );
};
