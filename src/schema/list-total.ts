/**
 * Sent ('true') beside a list's Content-Range when its total is the database's estimate, not a
 * count: the list is larger than the server counts (server/resources/count.ts), so the app says
 * "ca." and offers no last page.
 */
export const ESTIMATED_TOTAL_HEADER = 'x-total-estimated';
