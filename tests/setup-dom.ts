import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Tests that run in the node environment (server modules) have no storage.
  globalThis.localStorage?.clear();
});
