/**
 * Which databases run statements sent together at once, each on a connection of its own:
 * PostgreSQL's pool does, the embedded database (one connection) and a transaction do not.
 */
const pools = new WeakSet<object>();

/** Marks `db` as a pool (server/db/client.ts). */
export const runSideBySide = (db: object): void => {
  pools.add(db);
};

/** Whether statements sent together on `db` run side by side. */
export const runsSideBySide = (db: object): boolean => pools.has(db);
