import { afterAll, afterEach, vi } from 'vitest';

/**
 * The test files of a worker run one after another in one process (`isolate: false`, vite.config.ts),
 * sharing the libraries they load: react-admin, MUI and jsdom cost ~4 s per file to load again, the
 * server's modules with PGlite ~2 s.
 * What a process of its own gave each file is done here, before the file's own imports: the module
 * mocks of the files before it dropped (Vitest keeps them per worker) and the app's own modules
 * evaluated anew, as Vitest's own isolation does between files; after it, the real clock and the
 * globals and environment variables it replaced.
 */
const mocker = (globalThis as { __vitest_mocker__?: { reset(): void } }).__vitest_mocker__;
if (!mocker)
  throw new Error(
    "Vitest's module mocker is not where tests/setup-unit.ts looks: isolate the test files again",
  );
mocker.reset();
vi.resetModules();
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

// Each test starts with empty storage (a file on Node has none; one on jsdom says so in its first line).
afterEach(() => {
  globalThis.localStorage?.clear();
});
