import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJob } from '../../server/jobs/runner';

afterEach(() => {
  vi.useRealTimers();
});

describe('startJob', () => {
  it('runs now and every interval, one run at a time, and stops after the run in progress', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => {};
    const run = () =>
      new Promise<void>((resolve) => {
        runs += 1;
        release = resolve;
      });
    const stop = startJob(run, { name: 'test', intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    // Still busy: ticks are skipped, not queued.
    await vi.advanceTimersByTimeAsync(3000);
    expect(runs).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    let stopped = false;
    const stopping = stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it('reports a failed run and runs again at the next tick', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    let runs = 0;
    const stop = startJob(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('boom');
      },
      { name: 'test', intervalMs: 1000, onError: (error) => errors.push(error) },
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    await stop();
  });

  it('runs at once when woken, and once more after a run in progress when woken during it', async () => {
    vi.useFakeTimers();
    let runs = 0;
    let release: () => void = () => {};
    const job = startJob(
      () =>
        new Promise<void>((resolve) => {
          runs += 1;
          release = resolve;
        }),
      { name: 'test', intervalMs: 60_000 },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    // Woken twice during the first run: one more run, right after it, long before the next tick.
    job.wake();
    job.wake();
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    // Woken while idle: runs now.
    job.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(3);
    release();
    await job();
  });
});
