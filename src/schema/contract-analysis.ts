/**
 * What `POST /api/contracts/analyse` answers (docs/contracts-api.md#start-from-a-pdf): shared by
 * the server that reads the PDF and the wizard that fills its steps with it.
 */
import type { PeriodUnit } from './contract-dates';

export interface Suggestion<T> {
  value: T;
  /** The sentence the value was read from. */
  quote: string;
}

/** Each term the PDF states, or null. */
export interface Suggestions {
  startsAt: Suggestion<string> | null;
  endsAt: Suggestion<string> | null;
  noticeAmount: Suggestion<number> | null;
  noticeUnit: Suggestion<PeriodUnit> | null;
  renewalMonths: Suggestion<number> | null;
  /** The supplier with its type (the wizard sets both). */
  supplier: Suggestion<{ id: number; name: string; supplierType: number | null }> | null;
}

export interface Analysis {
  pages: number;
  /** 0: no text layer (a scan). */
  characters: number;
  suggestions: Suggestions;
}
