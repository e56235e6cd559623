import type { ResourceOverride } from '../overrides';
import { BackBillingNote } from './BackBillingNote';

/** Subscriptions: the form says what a start in the past has the billing run invoice at once. */
const override: ResourceOverride = {
  formExtras: BackBillingNote,
};

export default override;
