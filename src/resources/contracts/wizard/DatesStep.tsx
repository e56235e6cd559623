import { ContractInput, Pair, SwitchInput, useChosenType, useValue } from './fields';

/**
 * Step 3: the term. An indefinite contract has no end date and no tacit renewal; the offers
 * opt-in is asked only for a type suitable for purchasing advice.
 */
export const DatesStep = () => {
  const indefinite = useValue<boolean | undefined>('indefinite') === true;
  const type = useChosenType();
  return (
    <>
      <SwitchInput source="indefinite" label="resources.contracts.fields.indefinite" />
      <Pair>
        <ContractInput name="startsAt" />
        {indefinite ? null : <ContractInput name="endsAt" meta={{ required: true }} />}
      </Pair>
      <Pair>
        <ContractInput name="noticeAmount" />
        <ContractInput name="noticeUnit" />
      </Pair>
      <Pair>
        {indefinite ? null : <ContractInput name="renewalMonths" />}
        <ContractInput name="yearlyValue" />
      </Pair>
      {type?.purchasingAdvice ? (
        <SwitchInput
          source="offersOptIn"
          label="resources.contracts.fields.offersOptIn"
          help="resources.contracts.help.offersOptIn"
        />
      ) : null}
    </>
  );
};
