/**
 * The dashboard as HTML for a phone, a tablet and a wide screen, written by the build into dashboard.html
 * (scripts/prerender-pages.mjs) and served for '/' (server/http/static.ts): the real layout and page,
 * rendered once in Node in Dutch, one copy per screen and page a company user may see, with the
 * numbers still loading and marks where the user's names go. The page's scripts choose the one that
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
import {
  DASHBOARD_SCREENS,
  type DashboardScreen,
  matchesWidth,
  PRERENDERED_COPIES,
} from '../pages/dashboard/dashboardView';
import {
  DASHBOARD_CHOSEN_ATTRIBUTE,
  DASHBOARD_COPY_ATTRIBUTE,
  FIRST_NAME_MARK,
  INITIALS_MARK,
  NAME_MARK,
  PRERENDERED_ATTRIBUTE,
  SHOWN_ATTRIBUTE,
} from '../prerendered';
import { type Profile, setProfile } from '../providers/profileStore';
import { theme } from '../theme';
import { renderAllWithStyles, replaceMarker, withEntry } from './render';
import { CHOOSE_DASHBOARD_SCRIPT, SHOW_DASHBOARD_SCRIPT } from './showScript';

/** The theme with MUI's media queries answered, in Node, as on `screen`. */
const themeFor = (screen: DashboardScreen) => ({
  ...theme,
  components: {
    ...theme.components,
    MuiUseMediaQuery: {
      defaultProps: { ssrMatchMedia: (query: string) => ({ matches: matchesWidth(query, screen.width) }) },
    },
  },
});

/** Each screen's query is the theme's: where the layout changes form (checked at build). */
const BREAKPOINT_QUERIES: Record<DashboardScreen['name'], string> = (() => {
  const { breakpoints } = createTheme(theme);
  return {
    phone: breakpoints.down('sm'),
    tablet: breakpoints.between('sm', 'md'),
    wide: breakpoints.up('md'),
  };
})();

/** A stand-in last name: its initial is replaced, with the first name's, by the initials' mark. */
const LAST_NAME_MARK = '\uE001';

/** A signed-in company user with a subscription and `roles`, named by the marks. */
const sampleProfile = (roles: number[]): Profile => ({
  id: 0,
  firstName: FIRST_NAME_MARK,
  affix: null,
  lastName: LAST_NAME_MARK,
  name: NAME_MARK,
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

const copyPage = (screen: DashboardScreen) => (
  <MemoryRouter initialEntries={['/']}>
    <AdminContext
      i18nProvider={createI18nProvider('nl')}
      // The side navigation as react-admin opens it on this screen by default (NAVIGATION_OPEN_KEY).
      store={memoryStore({ locale: 'nl', 'sidebar.open': screen.navigationOpen })}
      theme={themeFor(screen)}
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

/**
 * A copy shows only where the head's script chose it, and the page only once the names are in it:
 * the parser may paint before it reaches the script after #root that writes them.
 */
const copyStyle = [
  ...[...PRERENDERED_COPIES.keys()].map(
    (name) =>
      `html:not([${DASHBOARD_CHOSEN_ATTRIBUTE}="${name}"]) [${DASHBOARD_COPY_ATTRIBUTE}="${name}"]{display:none}`,
  ),
  `html[${DASHBOARD_CHOSEN_ATTRIBUTE}]:not([${SHOWN_ATTRIBUTE}]) #root{visibility:hidden}`,
].join('');

/**
 * dashboard.html from the app page (index.html as src/prerender/appPage.tsx leaves it), loading
 * the prerendered pages' entry (`entryUrl`) instead of the app's.
 */
export const renderDashboardPage = (appPage: string, entryUrl: string): string => {
  for (const screen of DASHBOARD_SCREENS)
    if (BREAKPOINT_QUERIES[screen.name] !== `@media ${screen.query}`)
      throw new Error(`${screen.query} is not the theme's ${BREAKPOINT_QUERIES[screen.name]}`);
  const copies = [...PRERENDERED_COPIES].map(([name, { screen, roles }]) => ({
    name,
    screen,
    profile: sampleProfile(roles),
  }));
  // react-admin's preferences inspector (closed, drawn by its layout) reads `document?.body`, which
  // needs the name to exist; Node has none.
  Object.assign(globalThis, { document: undefined });
  try {
    const { htmls, style } = renderAllWithStyles(
      copies.map(({ screen, profile }) => () => {
        setProfile(profile);
        return copyPage(screen);
      }),
    );
    return pageWith(
      withEntry(appPage, entryUrl),
      copies.map(({ name }) => name),
      htmls,
      style,
    );
  } finally {
    setProfile(null);
    Reflect.deleteProperty(globalThis, 'document');
  }
};

/**
 * The copies (`htmls`, named by `names`) into #root before the page's spinner; their styles and the
 * script choosing one into the head (after the held app scripts it may start); the script showing
 * it after #root.
 */
const pageWith = (appPage: string, names: string[], htmls: string[], style: string): string => {
  const copies = names.map((name, at) => {
    const html = (htmls[at] ?? '').replaceAll(`${FIRST_NAME_MARK}${LAST_NAME_MARK}`, INITIALS_MARK);
    if (html.includes(LAST_NAME_MARK)) throw new Error(`The ${name} copy shows the last name`);
    return `<div ${PRERENDERED_ATTRIBUTE} ${DASHBOARD_COPY_ATTRIBUTE}="${name}">${html}</div>`;
  });
  const head = `<style>${copyStyle}</style>${style}<script>${CHOOSE_DASHBOARD_SCRIPT}</script>`;
  const withHead = replaceMarker(appPage, '</head>', `${head}</head>`);
  const withCopies = replaceMarker(withHead, '<div id="root">', `<div id="root">${copies.join('')}`);
  return replaceMarker(withCopies, '</body>', `<script>${SHOW_DASHBOARD_SCRIPT}</script></body>`);
};
