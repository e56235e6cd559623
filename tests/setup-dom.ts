import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// Each test starts with empty storage, as a unit test does.
import './setup-unit';

// A page of MUI cards takes jsdom ~1 s to render on a 2-core machine running other test files at
// once (a dashboard's first number card: 0.8-1.5 s), and the app renders fetched data as a
// transition, in slices: testing-library's default wait of 1 s made such tests fail by chance. With
// two component files at once, a file's first page also waits for its lazily loaded modules: the
// platform dashboard's first card, 0.8 s alone, took over 4 s. A state that never comes still fails.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});
