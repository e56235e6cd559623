import { CircularProgress } from '@mui/material';
import { type ReactNode, Suspense } from 'react';

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

/** Pages load on demand (spec §2); pages outside the layout need their own Suspense boundary. */
export const PageSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner fullPage />}>{children}</Suspense>
);
