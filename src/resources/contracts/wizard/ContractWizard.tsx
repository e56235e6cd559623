/** The contract create/edit wizard (placeholder until the steps land). */
export interface ContractWizardProps {
  mode: 'create' | 'edit';
}

export const ContractWizard = ({ mode }: ContractWizardProps) => <div data-wizard-mode={mode} />;
