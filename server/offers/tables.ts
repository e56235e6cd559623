/** The derived tables the offer code reads and writes, with their columns: one place for their names. */
import type { Env } from '../resources/write';

export const offerTables = ({ registry }: Pick<Env, 'registry'>) => ({
  requests: registry.table('offer-requests'),
  r: registry.columns('offer-requests'),
  offers: registry.table('offers'),
  o: registry.columns('offers'),
  contracts: registry.table('contracts'),
  c: registry.columns('contracts'),
  types: registry.table('supplier-types'),
  t: registry.columns('supplier-types'),
  sponsors: registry.table('sponsors'),
  s: registry.columns('sponsors'),
});
