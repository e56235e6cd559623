/**
 * What a batch of writes in one transaction (the contract import) reads of other resources: the
 * referenced rows of its checks, a contract's supplier and type, the company's alert defaults.
 * Row after row names the same ones, so each is read once per batch. A write the batch makes to a
 * resource (a hook's update) forgets only what was read from that resource.
 */
export class BatchReads {
  readonly #entries = new Map<string, { from: readonly string[]; rows: unknown[] }>();

  /** The rows `load` reads from the resources named `from`, read once per batch under `key`. */
  async read<T>(key: string, from: readonly string[], load: () => Promise<T[]>): Promise<T[]> {
    const known = this.#entries.get(key);
    if (known) return known.rows as T[];
    const rows = await load();
    this.#entries.set(key, { from, rows });
    return rows;
  }

  /** Forgets what was read from `resource`, which the batch has just written to. */
  changed(resource: string): void {
    for (const [key, entry] of this.#entries) if (entry.from.includes(resource)) this.#entries.delete(key);
  }
}

/** `load` through the batch's reads when there is a batch, else read now. */
export const readOnce = <T>(
  reads: BatchReads | undefined,
  key: string,
  from: readonly string[],
  load: () => Promise<T[]>,
): Promise<T[]> => (reads ? reads.read(key, from, load) : load());
