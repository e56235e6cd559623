import { Route, Routes } from 'react-router-dom';
import type { ResourceOverride } from '../overrides';
import { ContractDetail } from './ContractDetail';
import { ContractList } from './ContractList';
import { ContractWizard } from './wizard/ContractWizard';

const ContractCreate = () => <ContractWizard mode="create" />;

/**
 * react-admin's edit route is `/contracts/:id/*`: its index is the detail page (spec
 * /contracts/{id}), `edit` below it the wizard (spec /contracts/{id}/edit).
 */
const ContractRecordRoutes = () => (
  <Routes>
    <Route index element={<ContractDetail />} />
    <Route path="edit" element={<ContractWizard mode="edit" />} />
  </Routes>
);

const override: ResourceOverride = {
  list: ContractList,
  create: ContractCreate,
  edit: ContractRecordRoutes,
};

export default override;
