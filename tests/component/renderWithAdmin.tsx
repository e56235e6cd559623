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
