import { CircularProgress } from '@mui/material';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { type CopyPart, startupCopy } from './prerendered';

/** A centred spinner; also the full-page one shown while the stored session is checked. */
export const Spinner = ({ fullPage = false }: { fullPage?: boolean }) => (
  <div
    style={{
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      minHeight: fullPage ? '100vh' : 240,
    }}
  >
    <CircularProgress aria-label="…" />
  </div>
);

/**
 * What shows while the app starts: the prerendered dashboard as the page painted it, while it stands
 * for the page being loaded (src/prerendered.ts), else `children` (a spinner). The copy's own
 * elements are moved in, in the same commit that takes them from where they were, so the screen
 * does not change.
 */
export const WhileStarting = ({ part, children }: { part: CopyPart; children: ReactNode }) => {
  const copy = startupCopy(part);
  return copy === null ? children : <div ref={(place) => place?.replaceChildren(copy)} />;
};

/** The full-page spinner, or the prerendered dashboard in its place while the app starts. */
export const StartingPage = () => (
  <WhileStarting part="page">
    <Spinner fullPage />
  </WhileStarting>
);

/**
 * Pages load on demand (docs/requirements.md#screens); pages outside the layout need their own Suspense
 * boundary.
 */
export const PageSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner fullPage />}>{children}</Suspense>
);

/**
 * A page chunk that has not arrived after 120 s fails, so the error page can offer a reload
 * (docs/requirements.md#limits).
 */
export const PAGE_CHUNK_TIMEOUT_MS = 120_000;

export const withTimeout = <T,>(promise: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Page chunk did not load within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/** React.lazy with the chunk time-out (docs/requirements.md#limits). */
export const lazyPage = <P extends object>(load: () => Promise<{ default: ComponentType<P> }>) =>
  lazy(() => withTimeout(load(), PAGE_CHUNK_TIMEOUT_MS));
