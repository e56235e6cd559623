import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { lazyPage } from '../../lazyPage';
import { contractPath } from '../../schema/resources/contracts';
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

/**
 * react-admin's read-only address, `/contracts/{id}/show`, is no page of its own: the detail page
 * serves readers and editors alike, so the address leads there.
 */
export const ContractShowAddress = () => {
  const { id = '' } = useParams<{ id: string }>();
  return <Navigate to={contractPath(id)} replace />;
};

const override: ResourceOverride = {
  list: ContractList,
  create: ContractCreate,
  edit: ContractRecordRoutes,
  show: ContractShowAddress,
};

export default override;
