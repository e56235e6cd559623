import { FieldInput } from '../../inputs';
import { COMPANY_META } from '../../ResourceForm';
import { ContractInput, Pair } from './fields';

/** Step 1: the company (role 1 creating), number, reference, type and description. */
export const GeneralStep = ({ askCompany }: { askCompany: boolean }) => (
  <>
    {askCompany ? (
      <FieldInput resource="contracts" name="companyId" meta={COMPANY_META} label="app.views.company" />
    ) : null}
    <Pair>
      <ContractInput name="number" />
      <ContractInput name="reference" />
    </Pair>
    <ContractInput name="supplierType" />
    <ContractInput name="description" />
  </>
);
