/**
 * index.html as the build leaves it for every address of the app but /login (server/http/static.ts):
 * - the page spinner the app shows first (src/Bootstrap.tsx) already in the page, so a phone paints
 *   it with the HTML instead of a blank page until the scripts have run; the app's first render
 *   replaces it with the same spinner. MUI's baseline comes with it, as the app's page will have it:
 *   the browser's own margin around the page would otherwise go when the admin draws (a shift of the
 *   whole page);
 * - the scripts a signed-in visit needs (the admin's; on index.html the resource views' too)
 *   announced as module preloads beside the app's own, so it fetches them at once instead of after
 *   the app's first script has run. login.html is made from
 *   the page before these (src/prerender/loginPage.tsx): it loads the admin only while the user types.
 * docs/architecture.md, "The app page before the script".
 */
import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { Spinner } from '../lazyPage';
import { theme } from '../theme';
import { EMPTY_ROOT, renderWithStyles, replaceMarker } from './render';

/** `scripts`: the chunks to preload (src/App.tsx and what it imports, …), as URLs from the site's root. */
export const renderAppPage = (indexHtml: string, scripts: readonly string[]): string => {
  const spinner = renderWithStyles(
    <ThemeProvider theme={createTheme(theme)}>
      {/* As react-admin's Admin draws it. */}
      <CssBaseline enableColorScheme />
      <Spinner fullPage />
    </ThemeProvider>,
  );
  const preloads = [...new Set(scripts)]
    .filter((url) => !indexHtml.includes(`"${url}"`))
    .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`)
    .join('');
  // Without scripts the page says it needs them, and nothing spins.
  const noScript = '<noscript><style>#root{display:none}</style></noscript>';
  const withHead = replaceMarker(indexHtml, '</head>', `${preloads}${spinner.style}${noScript}</head>`);
  return replaceMarker(withHead, EMPTY_ROOT, `<div id="root">${spinner.html}</div>`);
};
