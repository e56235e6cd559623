import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page of MUI cards takes jsdom ~1 s to render on a 2-core machine running other test files at
// once (a dashboard's first number card: 0.8-1.5 s), and the app renders fetched data as a
// transition, in slices: testing-library's default wait of 1 s made such tests fail by chance.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  // Tests that run in the node environment (server modules) have no storage.
  globalThis.localStorage?.clear();
});
