/**
 * The offer calls (server/offers): a contract's requests, offers and shares, the company's
 * decision, and the sponsor's own form behind its private link (no account, the token in a header).
 */
import { apiUrl, httpClient } from '../../../providers/httpClient';
import type { OfferStatus, RequestStatus } from '../../../schema/offers';

export interface ContractOffer {
  id: number;
  request: number;
  sponsor: string;
  yearlyPrice: number;
  validUntil: string;
  description: string;
  status: OfferStatus;
  createdAt: string;
  difference: { euros: number; percent: number } | null;
  pdf: { fileName: string; url: string } | null;
}

export interface OfferShare {
  kind: 'request' | 'identity';
  sponsor: string;
  fields: string[];
  createdAt: string;
}

export interface ContractOffers {
  requests: { id: number; status: RequestStatus; noticeDeadline: string; sentAt: string | null }[];
  offers: ContractOffer[];
  shares: OfferShare[];
}

export const contractOffers = async (contractId: number | string): Promise<ContractOffers> =>
  (await httpClient(`contracts/${contractId}/offers`)).json as ContractOffers;

export const decideOffer = async (
  contractId: number | string,
  offerId: number,
  decision: 'interest' | 'decline',
): Promise<void> => {
  await httpClient(`contracts/${contractId}/offers/${offerId}/${decision}`, { method: 'POST' });
};

/** What the sponsor's form shows of the request it answers. */
export interface OfferRequestView {
  sponsor: string;
  supplierType: string;
  city: string;
  endsAt: string;
  noticeDeadline: string;
  yearlyValue: number | null;
  specifications: { label: string; value: string }[];
  validUntil: string;
}

/** A public call's failure: its status and the field errors (or reason) it named. */
export class OfferLinkError extends Error {
  constructor(
    readonly status: number,
    readonly errors: Record<string, string>,
  ) {
    super(`HTTP ${status}`);
  }
}

async function publicCall(path: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(apiUrl(path), {
    ...init,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...init.headers },
  });
  const body = (await response.json().catch(() => ({}))) as { errors?: Record<string, string> };
  if (!response.ok) throw new OfferLinkError(response.status, body.errors ?? {});
  return body;
}

export const openOfferLink = async (token: string): Promise<OfferRequestView> =>
  (await publicCall('offer-links/open', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  })) as OfferRequestView;

export const submitOffer = async (
  token: string,
  offer: { yearlyPrice: string; validUntil: string; description: string; file: File | null },
): Promise<void> => {
  const form = new FormData();
  form.append('yearlyPrice', offer.yearlyPrice);
  form.append('validUntil', offer.validUntil);
  form.append('description', offer.description);
  if (offer.file) form.append('file', offer.file);
  await publicCall('offer-links/submit', { method: 'POST', headers: { 'x-offer-token': token }, body: form });
};
