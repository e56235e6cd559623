/**
 * The contract calls beyond the simple-rest dialect (server/contracts): documents, manual alerts,
 * the end/notice alerts, archive/restore and the dashboard numbers. One place for their paths and
 * shapes, shared by the wizard, the detail page and the dashboard.
 */

import { apiUrl, fileUrl, httpClient, requestHeaders } from '../../providers/httpClient';
import { clearTokens } from '../../providers/tokenStore';
import type { AlertDefaults } from '../../schema/alert-defaults';
import type { ContractStatus, DeadlineEntry, Outcome, PeriodUnit } from '../../schema/contract-dates';
import type { DashboardNumbers } from '../../schema/resources/contracts';

export interface ContractDocument {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: string;
  uploadedBy: { id: number; name: string } | null;
  /** The download path; open it with `documentUrl`. */
  url: string;
  /** Asked with a search: the text around the first place the document holds it, or null. */
  match?: { before: string; match: string; after: string } | null;
}

export interface ManualAlert {
  id: number;
  sendOn: string;
  message: string;
  receivers: number[];
  /** Off: not sent until switched on again. */
  enabled: boolean;
  createdAt: string;
  createdBy: { id: number; name: string } | null;
}

/** What a manual alert's dialog and switch send. */
export type ManualAlertValues = Pick<ManualAlert, 'sendOn' | 'message' | 'receivers' | 'enabled'>;

export type AlertKind = 'end' | 'notice';

const base = (contractId: number | string) => `contracts/${contractId}`;

/** The contract's documents; with `q`, each says whether (and where) its text holds it. */
export const listDocuments = async (contractId: number | string, q = ''): Promise<ContractDocument[]> =>
  (await httpClient(`${base(contractId)}/documents${q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''}`))
    .json as ContractDocument[];

/** A document's download address, with the download-only token (docs/architecture.md#mail-and-files). */
export const documentUrl = (document: Pick<ContractDocument, 'url'>): string => fileUrl(document.url);

export const deleteDocument = async (contractId: number | string, documentId: number): Promise<void> => {
  await httpClient(`${base(contractId)}/documents/${documentId}`, { method: 'DELETE' });
};

/** What a failed upload reports: the HTTP status and the server's message or field error key. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Uploads one file as multipart field `file`, reporting progress from 0 to 1. XMLHttpRequest,
 * not fetch: only it reports upload progress. Same headers as every call (docs/requirements.md#calls).
 */
export function uploadDocument(
  contractId: number | string,
  file: File,
  onProgress: (fraction: number) => void = () => {},
): Promise<ContractDocument> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(`${base(contractId)}/documents`));
    requestHeaders().forEach((value, key) => {
      request.setRequestHeader(key, value);
    });
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: { message?: string; errors?: Record<string, string> } & Partial<ContractDocument> = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // An empty or non-JSON answer (a proxy's error page): the status says enough.
      }
      if (request.status === 401) clearTokens();
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as ContractDocument);
      } else {
        reject(
          new UploadError(
            request.status,
            body.errors?.file ?? body.message ?? 'app.common.something_went_wrong',
          ),
        );
      }
    };
    request.onerror = () => reject(new UploadError(0, 'app.common.something_went_wrong'));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

export const listManualAlerts = async (contractId: number | string): Promise<ManualAlert[]> =>
  (await httpClient(`${base(contractId)}/alerts`)).json as ManualAlert[];

/** A mail the alert scheduler sent (or tried to) for the contract. */
export interface AlertDelivery {
  id: number;
  kind: 'end' | 'notice' | 'manual';
  /** The end date, notice deadline or send-on date the mail was about. */
  targetOn: string;
  toAddress: string;
  receiver: { id: number; name: string } | null;
  createdAt: string;
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'kept' | null;
  sentAt: string | null;
}

export const listDeliveries = async (contractId: number | string): Promise<AlertDelivery[]> =>
  (await httpClient(`${base(contractId)}/deliveries`)).json as AlertDelivery[];

export const addManualAlert = async (
  contractId: number | string,
  alert: ManualAlertValues,
): Promise<ManualAlert> =>
  (await httpClient(`${base(contractId)}/alerts`, { method: 'POST', body: JSON.stringify(alert) }))
    .json as ManualAlert;

/** Changes a manual alert (also switching it on or off); answers it as stored. */
export const updateManualAlert = async (
  contractId: number | string,
  alertId: number,
  alert: ManualAlertValues,
): Promise<ManualAlert> =>
  (
    await httpClient(`${base(contractId)}/alerts/${alertId}`, {
      method: 'PUT',
      body: JSON.stringify(alert),
    })
  ).json as ManualAlert;

/** The company's alert defaults: what a new contract's alerts start as. */
export const getAlertDefaults = async (): Promise<AlertDefaults> =>
  (await httpClient('contracts/alert-defaults')).json as AlertDefaults;

export const saveAlertDefaults = async (defaults: AlertDefaults): Promise<AlertDefaults> =>
  (await httpClient('contracts/alert-defaults', { method: 'PUT', body: JSON.stringify(defaults) }))
    .json as AlertDefaults;

export const removeManualAlert = async (contractId: number | string, alertId: number): Promise<void> => {
  await httpClient(`${base(contractId)}/alerts/${alertId}`, { method: 'DELETE' });
};

/** Sets (and enables or disables) the end or notice alert; answers the updated contract. */
export const setAlert = async (
  contractId: number | string,
  kind: AlertKind,
  alert: { enabled: boolean; amount: number; unit: PeriodUnit },
): Promise<Record<string, unknown>> =>
  (await httpClient(`${base(contractId)}/alerts/${kind}`, { method: 'PUT', body: JSON.stringify(alert) }))
    .json as Record<string, unknown>;

/** Removes the end or notice alert; answers the updated contract. */
export const removeAlert = async (
  contractId: number | string,
  kind: AlertKind,
): Promise<Record<string, unknown>> =>
  (await httpClient(`${base(contractId)}/alerts/${kind}`, { method: 'DELETE' })).json as Record<
    string,
    unknown
  >;

export const archiveContract = async (contractId: number | string, archived: boolean) =>
  (await httpClient(`${base(contractId)}/${archived ? 'archive' : 'restore'}`, { method: 'POST' }))
    .json as Record<string, unknown>;

export const dashboardNumbers = async (): Promise<DashboardNumbers> =>
  (await httpClient('contracts/summary')).json as DashboardNumbers;

/** What a user says became of the current term (docs/contracts-api.md#handled-deadlines). */
export interface OutcomeValues {
  outcome: Outcome;
  /** Renewed: the new end date. */
  endsAt?: string | null;
  /** A new contract: the one that follows up. */
  followUpId?: number | null;
  note?: string | null;
}

/** One handled term of the contract's history. */
export interface ContractOutcome {
  id: number;
  termEndsAt: string;
  noticeDeadline: string | null;
  outcome: Outcome;
  newEndsAt: string | null;
  followUp: { id: number; number: string } | null;
  note: string | null;
  handledBy: { id: number | null; name: string };
  via: 'app' | 'link';
  handledAt: string;
}

/** Marks the current term handled; answers the updated contract. */
export const handleDeadline = async (contractId: number | string, values: OutcomeValues) =>
  (await httpClient(`${base(contractId)}/outcome`, { method: 'POST', body: JSON.stringify(values) }))
    .json as Record<string, unknown>;

/** Undoes the handling of the current term; answers the updated contract. */
export const undoDeadlineHandling = async (contractId: number | string) =>
  (await httpClient(`${base(contractId)}/outcome`, { method: 'DELETE' })).json as Record<string, unknown>;

export const listOutcomes = async (contractId: number | string): Promise<ContractOutcome[]> =>
  (await httpClient(`${base(contractId)}/outcomes`)).json as ContractOutcome[];

/** The deadlines from `from` to `to` of the contracts the viewer may see. */
export const listDeadlines = async (
  from: string,
  to: string,
): Promise<{ deadlines: DeadlineEntry[]; truncated: boolean }> =>
  (await httpClient(`contracts/deadlines?from=${from}&to=${to}`)).json as {
    deadlines: DeadlineEntry[];
    truncated: boolean;
  };

/** The dashboard's charts (docs/contracts-api.md#dashboard-charts). */
export interface ContractCharts {
  months: { month: string; types: { id: number; name: string; contracts: number }[] }[];
  valueByType: { id: number; name: string; value: number }[];
  valueBySupplier: { id: number; name: string; value: number }[];
  otherSuppliersValue: number;
  byStatus: { status: ContractStatus; contracts: number }[];
}

export const contractCharts = async (): Promise<ContractCharts> =>
  (await httpClient('contracts/charts')).json as ContractCharts;
