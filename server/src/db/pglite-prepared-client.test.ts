import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedStatementClient } from './pglite-prepared-client.js';

// The prepared-statement client stands in for PGlite under Drizzle, so it must answer exactly as PGlite's own
// query() does: the same rows, fields, counts and errors, the same locking against transactions.

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table things (
      id serial primary key,
      name text not null unique,
      born date,
      seen timestamptz,
      price numeric(10, 2),
      tags text[],
      data jsonb,
      active boolean not null default true
    );
    insert into things (name, born, seen, price, tags, data)
      values ('one', '2026-01-02', '2026-01-02T03:04:05Z', 12.5, '{a,b}', '{"k": [1, 2]}'),
             ('two', null, null, null, null, null);
  `);
});

afterAll(async () => {
  await pglite.close();
});

// Drizzle's own array-mode options: dates and timestamps stay text.
const drizzleOptions = {
  rowMode: 'array' as const,
  parsers: {
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.DATE]: (value: string) => value,
  },
};

describe('preparedStatementClient', () => {
  it('answers as PGlite does, in object and array row modes, with null and typed values', async () => {
    const client = preparedStatementClient(pglite);
    const text = 'select * from things where id = any($1) or name = $2 order by id';
    const params = [[1, 2], 'none'];
    for (const options of [undefined, drizzleOptions]) {
      const expected = await pglite.query(text, params, options);
      // Twice: the first call prepares the statement, the second runs it by name.
      expect(await client.query(text, params, options)).toEqual(expected);
      expect(await client.query(text, params, options)).toEqual(expected);
    }
  });

  it('reports the command and the rows a write touched', async () => {
    const client = preparedStatementClient(pglite);
    const inserted = await client.query('insert into things (name) values ($1), ($2) returning id', [
      'x',
      'y',
    ]);
    expect(inserted).toMatchObject({ command: 'INSERT', affectedRows: 2, rowCount: 2 });
    expect(inserted.rows).toHaveLength(2);
    const updated = await client.query('update things set active = $1 where name in ($2, $3)', [
      false,
      'x',
      'y',
    ]);
    expect(updated).toMatchObject({ command: 'UPDATE', affectedRows: 2, rowCount: 2, rows: [] });
    const deleted = await client.query('delete from things where active = $1', [false]);
    expect(deleted).toMatchObject({ command: 'DELETE', affectedRows: 2 });
  });

  it('throws PostgreSQL errors with their code and stays usable after them', async () => {
    const client = preparedStatementClient(pglite);
    await expect(client.query('insert into things (name) values ($1)', ['one'])).rejects.toMatchObject({
      code: '23505',
      query: 'insert into things (name) values ($1)',
    });
    await expect(client.query('select nonsense from nowhere')).rejects.toMatchObject({ code: '42P01' });
    await expect(client.query('select $1::int as n', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await client.query('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  });

  it('runs a transaction on its statements and rolls it back on an error', async () => {
    const client = preparedStatementClient(pglite);
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into things (name) values ($1)', ['in-tx']);
        expect(
          (await tx.query('select count(*)::int as n from things where name = $1', ['in-tx'])).rows,
        ).toEqual([{ n: 1 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(
      (await client.query('select count(*)::int as n from things where name = $1', ['in-tx'])).rows,
    ).toEqual([{ n: 0 }]);
  });

  it('keeps queries outside a transaction waiting until it ends', async () => {
    const client = preparedStatementClient(pglite);
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query('insert into things (name) values ($1)', ['held']);
      await held;
      order.push('commit');
    });
    const outside = client
      .query('select count(*)::int as n from things where name = $1', ['held'])
      .then((result) => {
        order.push('outside');
        return result.rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toEqual([{ n: 1 }]);
    expect(order).toEqual(['commit', 'outside']);
    await client.query('delete from things where name = $1', ['held']);
  });

  it('prepares a statement again when the table it reads changes shape', async () => {
    const client = preparedStatementClient(pglite);
    await pglite.exec('create table shapes (a int); insert into shapes values (1)');
    expect((await client.query('select * from shapes')).rows).toEqual([{ a: 1 }]);
    await pglite.exec('alter table shapes add column b int default 2');
    expect((await client.query('select * from shapes')).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('keeps at most its limit of statements prepared, closing the least recently used', async () => {
    const client = preparedStatementClient(pglite, 3);
    for (let n = 0; n < 10; n += 1) await client.query(`select ${n} as limit_probe`);
    await client.query('select 9 as limit_probe');
    // Preparing this count closes the oldest probe left, so two of the ten remain: 8 and 9.
    const { rows } = await client.query(
      "select statement from pg_prepared_statements where statement like 'select % as limit_probe' order by statement",
    );
    expect(rows).toEqual([
      { statement: 'select 8 as limit_probe' },
      { statement: 'select 9 as limit_probe' },
    ]);
  });
});
