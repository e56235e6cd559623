/**
 * The embedded database keeping statements by name, as PostgreSQL keeps them on each connection
 * (kept-statements.ts). PGlite's own query() sends every statement unnamed, in five calls into
 * the database (parse, describe, bind, describe, execute), and PostgreSQL parses and plans it anew
 * each time; planning measures every table and index it may use, one file-size call through
 * Node's file system each (~120 for a contract page). A text with a kept name is parsed once
 * under that name; each run binds and executes it in one call, and after five runs PostgreSQL
 * may keep one plan for it. A page of 25 contracts: 1.7 → 0.8 ms; the session look-up 0.73 →
 * 0.13 ms (measured on the demo data).
 *
 * Any other statement (a text search, a total's estimate) runs unnamed in two calls (parse and
 * describe, then bind, execute and sync) where PGlite's own takes five, and every result is read
 * without copying PGlite's parsers: a searched contract page at 100,000 contracts 8.3 → 7.0 ms
 * (p50 of its server time, old and new in turn in one process). Statements in a transaction
 * (every write) run the same way through the transaction's query() (a 1,000-row import: ~9
 * statements a row).
 */
import {
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { keptName } from './kept-statements';

const { bind, close, describe, execute, parse: parseStatement, sync } = protocol.serialize;

/** Protocol messages sent as one. */
const joined = (messages: Uint8Array[]): Uint8Array => {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
};

/** A COPY from or to a file (`options.blob`, `'/dev/blob'`): PGlite's own query() hands the files over. */
const copiesAFile = (text: string, options?: QueryOptions): boolean =>
  options?.blob !== undefined || text.includes('/dev/blob');

export class KeptStatementsPGlite extends PGlite {
  /** The parameter types of each statement parsed under its name in this database. */
  readonly #parsed = new Map<string, number[]>();

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (copiesAFile(text, options)) return super.query<T>(text, params, options);
    await this._checkReady();
    const name = keptName(text);
    // As query() itself: after any open transaction, and alone in the database while it runs.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(async () => {
        if (name !== undefined) return this.#runKept<T>(name, text, params, options);
        const result = await this.#runUnnamed<T>(text, params, options);
        await this.syncToFs();
        return result;
      }),
    );
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) => callback(this.#inTransaction(tx)));
  }

  /** `tx` with its query() run as above; everything else (commit, rollback, closing) is PGlite's. */
  #inTransaction(tx: Transaction): Transaction {
    const own: Transaction = Object.create(tx);
    own.query = async <T>(
      text: string,
      params: unknown[] = [],
      options?: QueryOptions,
    ): Promise<Results<T>> => {
      if (copiesAFile(text, options)) return tx.query<T>(text, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      const name = keptName(text);
      return this._runExclusiveQuery(() =>
        name === undefined
          ? this.#runUnnamed<T>(text, params, options)
          : this.#runKept<T>(name, text, params, options, false),
      );
    };
    return own;
  }

  /**
   * An unnamed statement, as PGlite's query() runs it but in two calls: parse and describe (for the
   * parameters' types), then bind, execute and sync; when the first fails, a sync on its own (what
   * follows a failed message is skipped up to one). In a transaction: the files are written at its end.
   */
  async #runUnnamed<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let synced = false;
    try {
      const described = await this.execProtocolStream(
        joined([parseStatement({ text, types: options?.paramTypes }), describe({ type: 'S' })]),
        { syncToFs: false },
      );
      const values = this.#serialized(params, parse.parseDescribeStatementResults(described), options);
      synced = true;
      const messages = await this.execProtocolStream(
        joined([bind({ values }), describe({ type: 'P' }), execute({}), sync()]),
        { syncToFs: false },
      );
      return parse.parseResults(messages, ...this.#parsing(options))[0] as Results<T>;
    } finally {
      if (!synced) await this.execProtocolStream(sync(), { syncToFs: false });
    }
  }

  /** The statement's parameter types; parsed under its name the first time. */
  async #parameterTypes(name: string, text: string): Promise<number[]> {
    const known = this.#parsed.get(name);
    if (known !== undefined) return known;
    // Closing first: a parse that failed half-way may have left the name (an unknown one is no error).
    const described = await this.execProtocolStream(
      joined([
        close({ type: 'S', name }),
        parseStatement({ name, text }),
        describe({ type: 'S', name }),
        sync(),
      ]),
      { syncToFs: false },
    );
    const types = parse.parseDescribeStatementResults(described);
    this.#parsed.set(name, types);
    return types;
  }

  /** A kept statement; it writes to the files after it unless it is in a transaction. */
  async #runKept<T>(
    name: string,
    text: string,
    params: unknown[],
    options?: QueryOptions,
    syncToFs = true,
  ): Promise<Results<T>> {
    const values = this.#serialized(params, await this.#parameterTypes(name, text), options);
    const messages = await this.execProtocolStream(
      joined([bind({ statement: name, values }), describe({ type: 'P' }), execute({}), sync()]),
      { syncToFs: false },
    );
    if (syncToFs) await this.syncToFs();
    return parse.parseResults(messages, ...this.#parsing(options))[0] as Results<T>;
  }

  /** Each value as PGlite's query() sends it: by the serializer of the parameter's type. */
  #serialized(params: unknown[], types: number[], options?: QueryOptions): (string | null)[] {
    return params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = options?.serializers?.[types[index]] ?? this.serializers[types[index]];
      return serialize ? serialize(value) : String(value);
    });
  }

  /**
   * The parsers and options to read a result with. Given the options' own parsers, PGlite's
   * parseResults copies its ~350 into a new object for every result (~0.1 ms each, a tenth of a
   * contract page's time); these look them up behind the options' few instead, found live.
   */
  #parsing(options?: QueryOptions): [PGlite['parsers'], QueryOptions | undefined] {
    if (!options?.parsers) return [this.parsers, options];
    return [Object.assign(Object.create(this.parsers), options.parsers), { ...options, parsers: undefined }];
  }
}
