import { FieldInput } from '../../inputs';
import { COMPANY_META } from '../../ResourceForm';
import { ContractInput, Pair, SectionRest } from './fields';

/** Step 1: the company (role 1 creating), number and reference side by side, then the section's other fields. */
export const GeneralStep = ({ askCompany }: { askCompany: boolean }) => (
  <>
    {askCompany ? (
      <FieldInput resource="contracts" name="companyId" meta={COMPANY_META} label="app.views.company" />
    ) : null}
    <Pair>
      <ContractInput name="number" />
      <ContractInput name="reference" />
    </Pair>
    <SectionRest section="general" bespoke={['number', 'reference']} />
  </>
);
