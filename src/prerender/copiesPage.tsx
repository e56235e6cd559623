/**
 * The dashboard and the contract list as HTML for a phone, a tablet and a wide screen, written by the
 * build into dashboard.html and contracts.html (scripts/prerender-pages.mjs) and served for '/' and
 * '/contracts' (server/http/static.ts): the real layout and page, rendered once in Node in Dutch, one
 * copy per screen and page a company user may see, with the numbers or the rows still loading and
 * marks where the user's names go. The page's scripts choose the one that fits, the app keeps it on
 * screen while it starts and its page replaces it (src/prerendered.ts; docs/architecture.md, "The
 * dashboard before the script").
 */
import { CssBaseline } from '@mui/material';
import { createTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createI18nProvider } from '../i18n/i18nProvider';
import { Layout } from '../layout/Layout';
import DashboardPage from '../pages/DashboardPage';
import {
  type CopyCase,
  DASHBOARD_COPIES,
  DASHBOARD_SCREENS,
  type DashboardScreen,
  matchesWidth,
} from '../pages/dashboard/dashboardView';
import {
  COPY_PATH_ATTRIBUTE,
  DASHBOARD_CHOSEN_ATTRIBUTE,
  DASHBOARD_COPY_ATTRIBUTE,
  DASHBOARD_COPY_HTML_ATTRIBUTE,
  FIRST_NAME_MARK,
  INITIALS_MARK,
  NAME_MARK,
  PHOTO_ATTRIBUTE,
  PHOTO_MARK,
  PRERENDERED_ATTRIBUTE,
  SHOWN_ATTRIBUTE,
} from '../prerendered';
import { apiUrl } from '../providers/httpClient';
import { type Profile, setProfile } from '../providers/profileStore';
import { ContractList } from '../resources/contracts/ContractList';
import { CONTRACT_LIST_COPIES } from '../resources/contracts/listCopies';
import { theme } from '../theme';
import { renderAllWithStyles, replaceMarker, withEntry } from './render';
import { CHOOSE_CONTRACT_LIST_SCRIPT, CHOOSE_DASHBOARD_SCRIPT, SHOW_DASHBOARD_SCRIPT } from './showScript';

/** A page the build draws ahead: its address, its copies, the page inside the layout, its choosing script. */
interface CopiedPage {
  path: string;
  copies: ReadonlyMap<string, CopyCase>;
  page: ReactNode;
  chooseScript: string;
}

export const DASHBOARD: CopiedPage = {
  path: '/',
  copies: DASHBOARD_COPIES,
  page: <DashboardPage />,
  chooseScript: CHOOSE_DASHBOARD_SCRIPT,
};

export const CONTRACT_LIST: CopiedPage = {
  path: '/contracts',
  copies: CONTRACT_LIST_COPIES,
  page: <ContractList />,
  chooseScript: CHOOSE_CONTRACT_LIST_SCRIPT,
};

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

/** A signed-in company user with a subscription and `roles`, named by the marks, with a photo or not. */
const sampleProfile = (roles: number[], photo: boolean): Profile => ({
  id: 0,
  firstName: FIRST_NAME_MARK,
  affix: null,
  lastName: LAST_NAME_MARK,
  name: NAME_MARK,
  emailAddress: '',
  telephone: null,
  avatar: photo ? PHOTO_MARK : null,
  roles,
  company: { id: 0, name: '' },
  subscription: { plan: '', startsAt: null, endsAt: null, cancelledOn: null },
  twoFactorEnabled: false,
  locations: [],
  downloadToken: '',
  impersonator: null,
});

const copyPage = (screen: DashboardScreen, { path, page }: CopiedPage) => (
  <MemoryRouter initialEntries={[path]}>
    <AdminContext
      i18nProvider={createI18nProvider('nl')}
      // The side navigation as react-admin opens it on this screen by default (NAVIGATION_OPEN_KEY).
      store={memoryStore({ locale: 'nl', 'sidebar.open': screen.navigationOpen })}
      theme={themeFor(screen)}
    >
      {/* As react-admin's Admin draws it. */}
      <CssBaseline enableColorScheme>
        <Layout>{page}</Layout>
      </CssBaseline>
    </AdminContext>
  </MemoryRouter>
);

/**
 * The page shows only once the names are in the chosen copy: the parser may paint the spinner before
 * it reaches the script after #root that puts the copy in and writes them.
 */
const copyStyle = `html[${DASHBOARD_CHOSEN_ATTRIBUTE}]:not([${SHOWN_ATTRIBUTE}]) #root{visibility:hidden}`;

/**
 * `copied`'s page (dashboard.html, contracts.html) from the app page (index.html as
 * src/prerender/appPage.tsx leaves it), loading the prerendered pages' entry (`entryUrl`) instead of
 * the app's.
 */
export const renderCopiesPage = (appPage: string, entryUrl: string, copied: CopiedPage): string => {
  for (const screen of DASHBOARD_SCREENS)
    if (BREAKPOINT_QUERIES[screen.name] !== `@media ${screen.query}`)
      throw new Error(`${screen.query} is not the theme's ${BREAKPOINT_QUERIES[screen.name]}`);
  const copies = [...copied.copies].map(([name, { screen, roles, photo }]) => ({
    name,
    screen,
    profile: sampleProfile(roles, photo),
  }));
  // react-admin's preferences inspector (closed, drawn by its layout) reads `document?.body`, which
  // needs the name to exist; Node has none.
  Object.assign(globalThis, { document: undefined });
  try {
    const { htmls, style } = renderAllWithStyles(
      copies.map(({ screen, profile }) => () => {
        setProfile(profile);
        return copyPage(screen, copied);
      }),
    );
    return pageWith(
      withEntry(appPage, entryUrl),
      copied,
      copies.map(({ name }) => name),
      htmls,
      style,
    );
  } finally {
    setProfile(null);
    Reflect.deleteProperty(globalThis, 'document');
  }
};

/** The photo's address as the top bar asks for it, the mark standing for the profile's avatar. */
const PHOTO_MARK_URL = apiUrl(PHOTO_MARK);
/** The photo's image as the top bar draws it. */
const PHOTO_SOURCE = `src="${PHOTO_MARK_URL}"`;
/** React's own preload of that image, which would ask for the mark's address: dropped. */
const PHOTO_PRELOAD = `<link rel="preload" as="image" href="${PHOTO_MARK_URL}"/>`;

/**
 * The copies (`htmls`, named by `names`) after #root, each the text of an inert script element
 * (DASHBOARD_COPY_HTML_ATTRIBUTE); their styles and the script choosing one into the head (after the
 * held app scripts it may start); the script showing it last.
 */
const pageWith = (
  appPage: string,
  { path, copies: drawn, chooseScript }: CopiedPage,
  names: string[],
  htmls: string[],
  style: string,
): string => {
  const copies = names.map((name, at) => {
    const html = (htmls[at] ?? '')
      .replaceAll(`${FIRST_NAME_MARK}${LAST_NAME_MARK}`, INITIALS_MARK)
      .replaceAll(PHOTO_PRELOAD, '')
      .replaceAll(PHOTO_SOURCE, `${PHOTO_ATTRIBUTE}="${PHOTO_MARK}"`);
    if (html.includes(LAST_NAME_MARK)) throw new Error(`The ${name} copy shows the last name`);
    if (drawn.get(name)?.photo && !html.includes(PHOTO_ATTRIBUTE))
      throw new Error(`The ${name} copy shows no photo`);
    if (html.includes(PHOTO_MARK_URL)) throw new Error(`The ${name} copy asks for the photo's mark`);
    // Script data ends at the first `</script` (and React's `<!-- -->` marks are harmless only while
    // no `<script` follows them).
    if (/<\/?script/i.test(html)) throw new Error(`The ${name} copy cannot be held as script data`);
    return (
      `<script type="text/html" ${DASHBOARD_COPY_HTML_ATTRIBUTE}="${name}">` +
      `<div ${PRERENDERED_ATTRIBUTE} ${DASHBOARD_COPY_ATTRIBUTE}="${name}" ${COPY_PATH_ATTRIBUTE}="${path}">` +
      `${html}</div></script>`
    );
  });
  const head = `<style>${copyStyle}</style>${style}<script>${chooseScript}</script>`;
  const withHead = replaceMarker(appPage, '</head>', `${head}</head>`);
  return replaceMarker(
    withHead,
    '</body>',
    `${copies.join('')}<script>${SHOW_DASHBOARD_SCRIPT}</script></body>`,
  );
};
