/**
 * The contract list's totals and bulk actions (server/contracts/bulk.ts,
 * docs/contracts-api.md): the sums of the yearly values for the list's filter, and one call that
 * archives, restores or changes the owner or receivers of a selection.
 */
import { httpClient } from '../../providers/httpClient';

export interface ContractTotals {
  count: number;
  /** Euros excl. VAT. */
  yearlyValue: number;
  /** Euros incl. VAT, of the contracts with a VAT rate. */
  yearlyValueInclVat: number;
  withoutYearlyValue: number;
  withoutVatRate: number;
}

export type BulkAction = 'archive' | 'restore' | 'owner' | 'receivers';

/** The selection: some contracts by id, or every contract a list filter selects. */
export type BulkSelection = { ids: (number | string)[] } | { filter: Record<string, unknown> };

export type BulkRequest = BulkSelection &
  (
    | { action: 'archive' | 'restore' }
    | { action: 'owner'; value: number }
    | { action: 'receivers'; value: number[] }
  );

export interface BulkResult {
  matched: number;
  changed: number;
}

export const contractTotals = async (filter: Record<string, unknown>): Promise<ContractTotals> =>
  (await httpClient(`contracts/totals?filter=${encodeURIComponent(JSON.stringify(filter))}`))
    .json as ContractTotals;

export const bulkContracts = async (request: BulkRequest): Promise<BulkResult> =>
  (await httpClient('contracts/bulk', { method: 'POST', body: JSON.stringify(request) })).json as BulkResult;
