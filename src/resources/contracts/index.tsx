import { Route, Routes } from 'react-router-dom';
import { lazyPage } from '../../lazyPage';
import type { ResourceOverride } from '../overrides';
import { ContractList, loadDetail } from './ContractList';

// The detail page and the wizard load when first opened, not with the list.
const ContractDetail = lazyPage(async () => ({ default: (await loadDetail()).ContractDetail }));
const ContractWizard = lazyPage(async () => ({
  default: (await import('./wizard/ContractWizard')).ContractWizard,
}));

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
