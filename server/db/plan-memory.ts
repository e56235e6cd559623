/**
 * What a database told about how to find a list's rows, never the rows themselves, remembered for
 * a while per database: a search's planner estimates (contracts/filters.ts), a list whose walk
 * did not fill its page (resources/routes.ts) and the planner's estimate of a list's total beyond
 * its count (resources/count.ts). The first two only choose how the rows are found, and every way
 * finds the same rows, so a memory the data has outgrown costs time, never a wrong answer; the
 * third is shown as an estimate ("ca."), which the planner's own figure already is.
 */
export class PlanMemory<T> {
  readonly #byDatabase = new WeakMap<object, Map<string, { at: number; value: T }>>();

  /** `keptMs`: how long a value holds; `most`: keys per database (all forgotten when full). */
  constructor(
    readonly keptMs = 60_000,
    readonly most = 500,
  ) {}

  #of(db: object): Map<string, { at: number; value: T }> {
    const memory = this.#byDatabase.get(db) ?? new Map();
    this.#byDatabase.set(db, memory);
    return memory;
  }

  get(db: object, key: string): T | undefined {
    const known = this.#of(db).get(key);
    return known && Date.now() - known.at < this.keptMs ? known.value : undefined;
  }

  set(db: object, key: string, value: T): void {
    const memory = this.#of(db);
    if (memory.size >= this.most && !memory.has(key)) memory.clear();
    memory.set(key, { at: Date.now(), value });
  }

  forget(db: object, key: string): void {
    this.#of(db).delete(key);
  }
}

/** What `memory` knows for `key`, else what `ask` answers, remembered; an answer that fails is not. */
export function remembered<T>(
  memory: PlanMemory<Promise<T>>,
  db: object,
  key: string,
  ask: () => Promise<T>,
): Promise<T> {
  const known = memory.get(db, key);
  if (known) return known;
  const asked = ask();
  memory.set(db, key, asked);
  asked.catch(() => memory.forget(db, key));
  return asked;
}
