import { contracts } from '../../../schema/resources/contracts';

/** The fields a sheet may fill (the server's list: what the form writes, specifications apart). */
export const FIELDS = Object.entries(contracts.meta)
  .filter(([, meta]) => meta.form && !meta.readOnly && !['image', 'group', 'password'].includes(meta.kind))
  .map(([name]) => name);

/** A column that holds a specification of the contract's type: this prefix and its label. */
export const SPECIFICATION = 'specifications.';
