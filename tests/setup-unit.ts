import { afterEach } from 'vitest';

// A unit test file on jsdom (its first line says so) starts each test with empty storage.
afterEach(() => {
  globalThis.localStorage?.clear();
});
