import type { ResourceOverride } from '../overrides';
import { MergeSupplierButton } from './MergeSupplierButton';
import { OwnOnlySwitch } from './OwnOnlySwitch';

/**
 * Suppliers (docs/requirements.md#suppliers): a switch to show only own suppliers, and for a
 * platform admin the merge button on a company's own supplier (promote it or merge it into a shared one).
 */
const override: ResourceOverride = {
  rowActions: [MergeSupplierButton],
  listActions: OwnOnlySwitch,
};

export default override;
