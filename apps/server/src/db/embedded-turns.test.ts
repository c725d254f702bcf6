import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { takeTurns } from './connection.ts';

// The embedded database has one connection: statements that wait for it are served in the order
// they came, each on an event-loop turn of its own, so a crowd waiting for it never holds the event
// loop (no request read, no reply written, the load shedding tripped) until the last one is done.

let client: PGlite;
beforeAll(async () => {
  client = takeTurns(new PGlite());
  await client.waitReady;
  await client.exec('create table arrivals (position integer not null, at integer generated always as identity)');
});
afterAll(() => client.close());

it('serves statements waiting for the one connection in the order they came', async () => {
  await Promise.all(Array.from({ length: 50 }, (_, position) => client.query('insert into arrivals (position) values ($1)', [position])));
  const rows = await client.query<{ position: number }>('select position from arrivals order by at');
  expect(rows.rows.map((row) => row.position)).toEqual(Array.from({ length: 50 }, (_, position) => position));
});

it('lets the event loop turn between the statements of a crowd, so a timer fires before the crowd is through', async () => {
  let finished = 0;
  let finishedWhenTimerFired: number | null = null;
  const crowd = Array.from({ length: 50 }, () =>
    client.query('select count(*) from arrivals').then(() => {
      finished += 1;
    }),
  );
  setTimeout(() => {
    finishedWhenTimerFired = finished;
  }, 0);
  await Promise.all(crowd);
  expect(finishedWhenTimerFired).not.toBeNull();
  expect(finishedWhenTimerFired).toBeLessThan(50);
});

it('keeps a transaction one turn: statements that came meanwhile wait for its end', async () => {
  const order: string[] = [];
  const transaction = client.transaction(async (tx) => {
    await tx.query('insert into arrivals (position) values (100)');
    order.push('transaction');
  });
  const after = client.query('select 1').then(() => order.push('statement'));
  await Promise.all([transaction, after]);
  expect(order).toEqual(['transaction', 'statement']);
});
