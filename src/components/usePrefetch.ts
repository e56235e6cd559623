import { useEffect } from 'react';

/** How long after the page has loaded a prefetch waits for the browser to be idle. */
const PREFETCH_AFTER_LOAD_MS = 3000;

/**
 * Starts `load` (a chunk the user is likely to open next) once the user interacts with the page,
 * or a few seconds after it loaded when the browser is idle, so the page's own first paint never
 * waits for it and the next page opens without a download.
 */
export const usePrefetch = (load: () => Promise<unknown>): void => {
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'touchstart'] as const;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = () => {
      stop();
      void load().catch(() => undefined);
    };
    const stop = () => {
      for (const name of events) window.removeEventListener(name, start, true);
      window.removeEventListener('load', schedule);
      if (timer !== undefined) clearTimeout(timer);
    };
    const schedule = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 2000 });
        else start();
      }, PREFETCH_AFTER_LOAD_MS);
    };
    for (const name of events) window.addEventListener(name, start, { capture: true, passive: true });
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule);
    return stop;
  }, [load]);
};
