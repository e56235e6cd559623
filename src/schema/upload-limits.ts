/**
 * Upload limits, shared by the server that enforces them and the app that checks a file before
 * sending it and states the limit in its messages.
 */

/** The largest contract document stored (the multipart parser stops a file there: a 413). */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

/** The largest picture stored: a logo, an avatar (its data URL is about 4/3 of this). */
export const IMAGE_MAX_BYTES = 1024 * 1024;

/** The largest offer PDF a sponsor uploads with an offer. */
export const OFFER_PDF_MAX_BYTES = 10 * 1024 * 1024;

/** At most this many rows, and this many bytes of file, in one contract import. */
export const IMPORT_MAX_ROWS = 5000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** A limit in whole megabytes as the texts state it: '20 MB'. */
export const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`;
