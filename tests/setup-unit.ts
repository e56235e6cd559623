import { afterEach } from 'vitest';

// Each test starts with empty storage (a file on Node has none; one on jsdom says so in its first line).
afterEach(() => {
  globalThis.localStorage?.clear();
});
