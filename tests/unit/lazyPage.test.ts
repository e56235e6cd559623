import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CHUNK_TIMEOUT_MS, withTimeout } from '../../src/lazyPage';

describe('page chunk time-out', () => {
  afterEach(() => vi.useRealTimers());

  it('is 120 seconds', () => {
    expect(PAGE_CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('rejects a chunk that has not arrived in time', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => undefined);
    const result = withTimeout(never, PAGE_CHUNK_TIMEOUT_MS);
    vi.advanceTimersByTime(PAGE_CHUNK_TIMEOUT_MS);
    await expect(result).rejects.toThrow('did not load within 120000 ms');
  });

  it('passes a chunk that arrives in time, and its failure', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve('page'), PAGE_CHUNK_TIMEOUT_MS)).resolves.toBe('page');
    await expect(withTimeout(Promise.reject(new Error('404')), PAGE_CHUNK_TIMEOUT_MS)).rejects.toThrow('404');
  });
});
