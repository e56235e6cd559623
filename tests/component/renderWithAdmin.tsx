import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext, type AuthProvider, type DataProvider, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { PageTitleProvider } from '../../src/layout/PageTitleContext';
import { theme } from '../../src/theme';

interface Options {
  path?: string;
  route?: string;
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
}

/** Renders a piece of the app inside react-admin's contexts, Dutch texts and a memory router. */
export const renderWithAdmin = (
  ui: ReactElement,
  { path = '/test', route = '*', authProvider, dataProvider }: Options = {},
) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        i18nProvider={createI18nProvider('nl')}
        authProvider={authProvider}
        dataProvider={dataProvider}
        store={memoryStore()}
        theme={theme}
      >
        <PageTitleProvider>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="/" element={<p>home page</p>} />
          </Routes>
        </PageTitleProvider>
      </AdminContext>
    </MemoryRouter>,
  );

/** Runs `test` at the phone breakpoint (every max-width media query matches). */
export async function onPhone(test: () => Promise<void>) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  try {
    await test();
  } finally {
    window.matchMedia = original;
  }
}
