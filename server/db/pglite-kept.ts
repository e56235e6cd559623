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
 * Statements in a transaction go through PGlite's transaction object, unnamed as before.
 */
import { PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
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

export class KeptStatementsPGlite extends PGlite {
  /** The parameter types of each statement parsed under its name in this database. */
  readonly #parsed = new Map<string, number[]>();

  override async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const name = keptName(text);
    if (name === undefined) return super.query<T>(text, params, options);
    await this._checkReady();
    // As query() itself: after any open transaction, and alone in the database while it runs.
    return this._runExclusiveTransaction(() =>
      this._runExclusiveQuery(() => this.#runKept<T>(name, text, params, options)),
    );
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

  async #runKept<T>(
    name: string,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const types = await this.#parameterTypes(name, text);
    // Each value as PGlite's query() sends it: by the serializer of the parameter's type.
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = options?.serializers?.[types[index]] ?? this.serializers[types[index]];
      return serialize ? serialize(value) : String(value);
    });
    const messages = await this.execProtocolStream(
      joined([bind({ statement: name, values }), describe({ type: 'P' }), execute({}), sync()]),
      { syncToFs: false },
    );
    await this.syncToFs();
    return parse.parseResults(messages, ...this.#parsing(options))[0] as Results<T>;
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
