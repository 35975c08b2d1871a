import {
  type PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { readAnswer, type WireAnswer } from './pglite-wire.js';

/*
 * PGlite's own query() costs about 0.5 ms before PostgreSQL does any work: it crosses into WebAssembly six
 * times a statement (parse, describe, bind, describe, execute, sync), PostgreSQL parses and plans the
 * statement again on every call (it has no named statements), and its result parser copies the whole parser
 * table (some 300 entries) for every result. This client, handed to Drizzle in PGlite's place, keeps each
 * statement text prepared under a name (as the pg driver does with a named statement on PostgreSQL), sends
 * bind, describe, execute and sync in one crossing, and reads the answer's bytes itself (pglite-wire.ts).
 * PostgreSQL then plans a statement once it has settled on a generic plan. Results and errors are those
 * PGlite's query() gives (the tests compare them).
 */

/** How many statement texts stay prepared; the least recently used is closed beyond it. */
export const PREPARED_STATEMENT_LIMIT = 256;

/** The part of PGlite that Drizzle's PGlite session calls. */
export interface DrizzlePgliteClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T>;
  exec(text: string, options?: QueryOptions): Promise<Results[]>;
}

interface PreparedStatement {
  name: string;
  paramTypes: number[];
}

// The commands whose tag counts rows written (PGlite's query() adds these up as affectedRows).
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const out = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Whether a statement has to be prepared again: it was deallocated behind this client's back (26000), or a
 * table it reads changed shape so its cached plan cannot run ('cached plan must not change result type').
 */
function isStale(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  if (error.code === '26000') return true;
  return error.code === '0A000' && error instanceof Error && error.message.includes('cached plan');
}

/** PGlite's query() attaches what was run to its errors; so does this client. */
function withQuery(error: unknown, text: string, params: unknown[], options?: QueryOptions): unknown {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    Object.assign(error, { query: text, params, queryOptions: options });
  }
  return error;
}

// One counter for the process: two clients on one PGlite (tests make several) never reuse a name.
let statementCounter = 0;

export function preparedStatementClient(
  pglite: PGlite,
  limit: number = PREPARED_STATEMENT_LIMIT,
): DrizzlePgliteClient {
  // Insertion order is recency order: a hit is deleted and set again.
  const statements = new Map<string, PreparedStatement>();
  const closing: string[] = [];

  function parserFor(typeId: number, options?: QueryOptions) {
    return options?.parsers?.[typeId] ?? pglite.parsers[typeId];
  }

  function toResults<T>(answer: WireAnswer, options?: QueryOptions): Results<T> {
    const { fields } = answer;
    const parsers = fields.map((field) => parserFor(field.dataTypeID, options));
    const rows = answer.rows.map((texts) => {
      const values = texts.map((text, index) => {
        const parser = parsers[index];
        return text === null || !parser ? text : parser(text, fields[index]?.dataTypeID ?? 0);
      });
      return options?.rowMode === 'array'
        ? values
        : Object.fromEntries(fields.map((field, index) => [field.name, values[index]]));
    }) as Results<T>['rows'];
    if (answer.commandTag === undefined) return { rows, fields, affectedRows: 0 };
    const words = answer.commandTag.split(' ');
    const command = words[0] ?? '';
    const count = Number.parseInt(words.at(-1) ?? '', 10);
    const affectedRows = COUNTED_COMMANDS.has(command) ? count : 0;
    const results: Results<T> = { rows, fields, command, affectedRows };
    if (!Number.isNaN(count)) results.rowCount = count;
    return results;
  }

  /**
   * Runs one batch of messages in a single crossing into PGlite and reads its answer. The raw stream is the
   * one way in that does not also run PGlite's own reader over the answer; each chunk is a view of
   * WebAssembly memory that PGlite reuses, so it is copied.
   */
  async function send(parts: Uint8Array[]): Promise<WireAnswer> {
    const chunks: Uint8Array[] = [];
    await pglite.execProtocolRawStream(concat(parts), {
      syncToFs: false,
      onRawData: (chunk) => {
        chunks.push(chunk.slice());
      },
    });
    return readAnswer(chunks.length === 1 && chunks[0] ? chunks[0] : concat(chunks));
  }

  async function prepare(text: string): Promise<PreparedStatement> {
    statementCounter += 1;
    const name = `campus_${statementCounter}`;
    const described = await send([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const statement = { name, paramTypes: described.paramTypes ?? [] };
    statements.set(text, statement);
    const [oldest] = statements.keys();
    if (statements.size > limit && oldest !== undefined) {
      const evicted = statements.get(oldest);
      statements.delete(oldest);
      if (evicted) closing.push(evicted.name);
    }
    return statement;
  }

  function serializeParam(value: unknown, typeId: number | undefined, options?: QueryOptions): string | null {
    if (value === null || value === undefined) return null;
    const serializer =
      typeId === undefined ? undefined : (options?.serializers?.[typeId] ?? pglite.serializers[typeId]);
    return serializer ? serializer(value) : String(value);
  }

  async function runOnce<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const known = statements.get(text);
    if (known) {
      statements.delete(text);
      statements.set(text, known);
    }
    const statement = known ?? (await prepare(text));
    const values = params.map((value, index) => serializeParam(value, statement.paramTypes[index], options));
    const parts = closing.splice(0).map((name) => serialize.close({ type: 'S', name }));
    parts.push(
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    try {
      return toResults<T>(await send(parts), options);
    } catch (error) {
      if (isStale(error)) {
        statements.delete(text);
        closing.push(statement.name);
      }
      throw error;
    }
  }

  /** One statement under PGlite's query lock; `inTransaction` statements leave the disk sync to COMMIT. */
  function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    return pglite._runExclusiveQuery(async () => {
      try {
        let results: Results<T>;
        try {
          results = await runOnce<T>(text, params, options);
        } catch (error) {
          // Outside a transaction a stale statement is prepared again once; inside one the error has
          // already aborted the transaction, so it is the caller's.
          if (inTransaction || !isStale(error)) throw error;
          results = await runOnce<T>(text, params, options);
        }
        if (!inTransaction) await pglite.syncToFs();
        return results;
      } catch (error) {
        throw withQuery(error, text, params, options);
      }
    });
  }

  // Options this client does not handle itself go to PGlite's own query().
  const handledHere = (options?: QueryOptions) =>
    !options?.blob && !options?.paramTypes && !options?.onNotice;

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (!handledHere(options)) return pglite.query<T>(text, params, options);
      await pglite._checkReady();
      return pglite._runExclusiveTransaction(() => run<T>(text, params, options, false));
    },

    transaction<T>(body: (tx: Transaction) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => {
        const wrapped: Transaction = {
          query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
            if (tx.closed) throw new Error('Transaction is closed');
            if (!handledHere(options)) return tx.query<R>(text, params, options);
            return run<R>(text, params, options, true);
          },
          sql: (strings, ...params) => tx.sql(strings, ...params),
          exec: (text, options) => tx.exec(text, options),
          rollback: () => tx.rollback(),
          listen: (channel, callback) => tx.listen(channel, callback),
          get closed() {
            return tx.closed;
          },
        };
        return body(wrapped);
      });
    },

    exec: (text, options) => pglite.exec(text, options),
  };
}
