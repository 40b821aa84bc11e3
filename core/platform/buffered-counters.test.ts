// Two processes' API-wide counters on one database: each answers from its own counts
// at once, and after a flush from everybody's.
import { describe, expect, it } from 'vitest';
import { testDatabaseForFile } from '#tests/setup/database.ts';
import { BufferedCounters } from './buffered-counters.ts';
import { readCounter } from './counters.ts';

const failures: unknown[] = [];
const counters = () => new BufferedCounters(handle.db, (error) => failures.push(error));

const handle = testDatabaseForFile();

describe('BufferedCounters', () => {
  it('counts every request of a process and writes them to the database in one go', async () => {
    const one = counters();
    const counts = [];
    for (let index = 0; index < 5; index += 1) counts.push((await one.increment('t1', 60_000)).current);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    // Only the first request of the window was written at once.
    expect((await readCounter(handle.db, 't1')).current).toBe(1);
    await one.flush();
    expect((await readCounter(handle.db, 't1')).current).toBe(5);
    expect(failures).toEqual([]);
  });

  it('adds up the counts of two processes through the database', async () => {
    const one = counters();
    const two = counters();
    await one.increment('t2', 60_000);
    await one.increment('t2', 60_000);
    // The other process starts from the database's count (one, written at once).
    expect((await two.increment('t2', 60_000)).current).toBe(2);
    await two.increment('t2', 60_000);
    await one.flush();
    await two.flush();
    expect((await readCounter(handle.db, 't2')).current).toBe(4);
    await one.flush();
    // After its next exchange with the database, each sees the other's counts.
    await one.increment('t2', 60_000);
    await one.flush();
    expect((await one.increment('t2', 60_000)).current).toBe(6);
  });

  it('keeps counting the requests of a flush that is under way', async () => {
    const one = counters();
    for (let index = 0; index < 4; index += 1) await one.increment('t-flush', 60_000);
    // The flush takes the four local counts to the database; until it answers, they
    // are counted neither locally nor in the last shared count, unless kept apart.
    const flushing = one.flush();
    expect((await one.increment('t-flush', 60_000)).current).toBe(5);
    await flushing;
    expect((await one.increment('t-flush', 60_000)).current).toBe(6);
    await one.flush();
    expect((await readCounter(handle.db, 't-flush')).current).toBe(6);
    expect(failures).toEqual([]);
  });

  it('flushes by itself within a second', async () => {
    const one = counters();
    await one.increment('t3', 60_000);
    await one.increment('t3', 60_000);
    await expect.poll(async () => (await readCounter(handle.db, 't3')).current, { timeout: 2_000 }).toBe(2);
  });

  it('starts a new window when the old one has ended', async () => {
    const one = counters();
    await one.increment('t4', 200);
    await one.increment('t4', 200);
    await one.flush();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await one.increment('t4', 200)).current).toBe(1);
  });

  it('counts a burst of requests at once exactly, with one write, and loses none of them', async () => {
    const one = counters();
    const counts = await Promise.all(Array.from({ length: 20 }, () => one.increment('t5', 60_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    // The first request read and bumped the shared count; the others waited for it and counted here.
    expect((await readCounter(handle.db, 't5')).current).toBe(1);
    await one.flush();
    expect((await readCounter(handle.db, 't5')).current).toBe(20);
  });

  it('keeps what it counted while another first request of the window was still at the database', async () => {
    const one = counters();
    const first = one.increment('t6', 60_000);
    const second = one.increment('t6', 60_000);
    await first;
    for (let index = 0; index < 3; index += 1) await one.increment('t6', 60_000);
    await second;
    await one.flush();
    expect((await readCounter(handle.db, 't6')).current).toBe(5);
  });
});
