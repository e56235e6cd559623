/**
 * The dashboard as HTML for a phone, written by the build into dashboard.html
 * (scripts/prerender-pages.mjs) and served for '/' (server/http/static.ts): the real layout and page,
 * rendered once in Node in Dutch, one copy per shape the page takes for a company user, with the
 * numbers still loading and marks where the user's name goes. The page's scripts choose the one that
 * fits, the app keeps it on screen while it starts and its dashboard replaces it (src/prerendered.ts;
 * docs/architecture.md, "The dashboard before the script").
 */
import { CssBaseline } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../i18n/i18nProvider';
import { Layout } from '../layout/Layout';
import DashboardPage from '../pages/DashboardPage';
import { PRERENDERED_SHAPES } from '../pages/dashboard/dashboardView';
import {
  DASHBOARD_COPY_ATTRIBUTE,
  DASHBOARD_SHAPE_ATTRIBUTE,
  FIRST_NAME_MARK,
  INITIALS_MARK,
  PRERENDERED_ATTRIBUTE,
} from '../prerendered';
import { type Profile, setProfile } from '../providers/profileStore';
import { theme } from '../theme';
import { renderAllWithStyles, replaceMarker, withEntry } from './render';
import { CHOOSE_DASHBOARD_SCRIPT, PHONE_QUERY, SHOW_DASHBOARD_SCRIPT } from './showScript';

/** A phone's width in CSS pixels: what MUI's media queries are answered for in Node. */
const PHONE_WIDTH = 400;

/** Answers a `(max-width:…)` / `(min-width:…)` query as a `PHONE_WIDTH` screen would. */
const matchesPhone = (query: string): boolean =>
  [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
    side === 'min' ? PHONE_WIDTH >= Number(px) : PHONE_WIDTH <= Number(px),
  );

const phoneTheme = {
  ...theme,
  components: {
    ...theme.components,
    MuiUseMediaQuery: {
      defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesPhone(query) }) },
    },
  },
};

/** A stand-in last name: its initial is replaced, with the first name's, by the initials' mark. */
const LAST_NAME_MARK = '\uE001';

/** A signed-in company user with a subscription and `roles`, named by the marks. */
const sampleProfile = (roles: number[]): Profile => ({
  id: 0,
  firstName: FIRST_NAME_MARK,
  affix: null,
  lastName: LAST_NAME_MARK,
  name: `${FIRST_NAME_MARK} ${LAST_NAME_MARK}`,
  emailAddress: '',
  telephone: null,
  avatar: null,
  roles,
  company: { id: 0, name: '' },
  subscription: { plan: '', startsAt: null, endsAt: null, cancelledOn: null },
  twoFactorEnabled: false,
  locations: [],
  downloadToken: '',
  impersonator: null,
});

const copyPage = (
  <MemoryRouter initialEntries={['/']}>
    <AdminContext
      i18nProvider={createI18nProvider('nl')}
      store={memoryStore({ locale: 'nl' })}
      theme={phoneTheme}
    >
      {/* As react-admin's Admin draws it. */}
      <CssBaseline enableColorScheme>
        <Layout>
          <DashboardPage />
        </Layout>
      </CssBaseline>
    </AdminContext>
  </MemoryRouter>
);

/** A copy shows only where the head's script chose its shape. */
const copyStyle = [...PRERENDERED_SHAPES.keys()]
  .map(
    (shape) =>
      `html:not([${DASHBOARD_SHAPE_ATTRIBUTE}="${shape}"]) [${DASHBOARD_COPY_ATTRIBUTE}="${shape}"]{display:none}`,
  )
  .join('');

/**
 * dashboard.html from the app page (index.html as src/prerender/appPage.tsx leaves it), loading
 * the prerendered pages' entry (`entryUrl`) instead of the app's.
 */
export const renderDashboardPage = (appPage: string, entryUrl: string): string => {
  const phones = createTheme(theme).breakpoints.down('sm');
  if (phones !== `@media ${PHONE_QUERY}`) throw new Error(`${PHONE_QUERY} is not the theme's ${phones}`);
  const samples = [...PRERENDERED_SHAPES].map(([shape, roles]) => [shape, sampleProfile(roles)] as const);
  // react-admin's preferences inspector (closed, drawn by its layout) reads `document?.body`, which
  // needs the name to exist; Node has none.
  Object.assign(globalThis, { document: undefined });
  try {
    const { htmls, style } = renderAllWithStyles(
      samples.map(([, profile]) => () => {
        setProfile(profile);
        return copyPage;
      }),
    );
    return pageWith(
      withEntry(appPage, entryUrl),
      samples.map(([shape]) => shape),
      htmls,
      style,
    );
  } finally {
    setProfile(null);
    Reflect.deleteProperty(globalThis, 'document');
  }
};

/**
 * The copies (`htmls`, one per shape) into #root before the page's spinner; their styles and the
 * script choosing one into the head (after the held app scripts it may start); the script showing
 * it after #root.
 */
const pageWith = (appPage: string, shapes: string[], htmls: string[], style: string): string => {
  const copies = shapes.map((shape, at) => {
    const html = (htmls[at] ?? '').replaceAll(`${FIRST_NAME_MARK}${LAST_NAME_MARK}`, INITIALS_MARK);
    if (html.includes(LAST_NAME_MARK)) throw new Error(`The ${shape} copy shows the last name`);
    return `<div ${PRERENDERED_ATTRIBUTE} ${DASHBOARD_COPY_ATTRIBUTE}="${shape}">${html}</div>`;
  });
  const head = `<style>${copyStyle}</style>${style}<script>${CHOOSE_DASHBOARD_SCRIPT}</script>`;
  const withHead = replaceMarker(appPage, '</head>', `${head}</head>`);
  const withCopies = replaceMarker(withHead, '<div id="root">', `<div id="root">${copies.join('')}`);
  return replaceMarker(withCopies, '</body>', `<script>${SHOW_DASHBOARD_SCRIPT}</script></body>`);
};
