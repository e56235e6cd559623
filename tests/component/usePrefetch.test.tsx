import { fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePrefetch } from '../../src/components/usePrefetch';

describe('usePrefetch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads once, at the first touch or key, however many follow', () => {
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => usePrefetch(load));
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(window);
    fireEvent.keyDown(window, { key: 'a' });
    vi.advanceTimersByTime(10_000);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads a few seconds after the page has loaded, without a touch', () => {
    const load = vi.fn(() => Promise.resolve());
    renderHook(() => usePrefetch(load));
    vi.advanceTimersByTime(2_900);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing for a page left before then', () => {
    const load = vi.fn(() => Promise.resolve());
    const { unmount } = renderHook(() => usePrefetch(load));
    unmount();
    fireEvent.pointerDown(window);
    vi.advanceTimersByTime(10_000);
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps a failed load to itself', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    renderHook(() => usePrefetch(load));
    fireEvent.pointerDown(window);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
