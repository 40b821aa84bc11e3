// Decoding is bounded per process: at most `concurrency` jobs run at once, at most
// `maxWaiting` requests wait, and the next request is refused at once (503) instead of
// piling up in memory; background work waits its turn behind requests.
import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '#contract/upload-messages.ts';
import { ImagesBusyError } from './errors.ts';
import { createImagePool } from './image-pool.ts';

const gate = () => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
};

describe('createImagePool', () => {
  it('never runs more jobs at once than its concurrency, and runs them all', async () => {
    const pool = createImagePool({ concurrency: 2, maxWaiting: 20 });
    let running = 0;
    let peak = 0;
    const job = async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return 'done';
    };
    const results = await Promise.all(Array.from({ length: 12 }, () => pool.run(job)));
    expect(results).toEqual(Array(12).fill('done'));
    expect(peak).toBe(2);
  });

  it('refuses a request past the waiting line with a 503 and a plain message, and takes new ones once it drains', async () => {
    const pool = createImagePool({ concurrency: 1, maxWaiting: 2 });
    const { opened, open } = gate();
    const held = [pool.run(() => opened), pool.run(() => opened), pool.run(() => opened)];
    expect([pool.running, pool.waiting]).toEqual([1, 2]);
    const refused = await pool.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImagesBusyError);
    expect(refused).toMatchObject({
      status: 503,
      code: 'images_busy',
      message: UPLOAD_MESSAGES.imagesBusy,
      headers: { 'retry-after': '30' },
    });
    open();
    await Promise.all(held);
    expect(await pool.run(async () => 'again')).toBe('again');
  });

  it('lets background work wait however long the line, behind requests', async () => {
    const pool = createImagePool({ concurrency: 1, maxWaiting: 1 });
    const { opened, open } = gate();
    const order: string[] = [];
    const first = pool.run(() => opened);
    const background = [1, 2, 3].map((n) =>
      pool.run(async () => void order.push(`background ${n}`), { background: true }),
    );
    const request = pool.run(async () => void order.push('request'));
    open();
    await Promise.all([first, request, ...background]);
    expect(order).toEqual(['request', 'background 1', 'background 2', 'background 3']);
  });

  it('frees its slot when a job fails', async () => {
    const pool = createImagePool({ concurrency: 1, maxWaiting: 1 });
    await expect(pool.run(async () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await pool.run(async () => 'next')).toBe('next');
    expect([pool.running, pool.waiting]).toEqual([0, 0]);
  });
});
