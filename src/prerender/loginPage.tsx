/**
 * The sign-in page as HTML, written by the build into login.html (scripts/prerender-login.mjs) and
 * served for /login (server/http/static.ts): the real page, rendered once in Node in Dutch and
 * signed out, with the styles it uses, so the card paints with the HTML, before the script arrives.
 * The app replaces it when it starts (src/prerendered.ts says when it shows and what is carried over;
 * docs/architecture.md, "The sign-in page before the script").
 */
import { MemoryRouter } from 'react-router-dom';
import { dutchShellI18n } from '../authShellI18n';
import LoginPage from '../pages/LoginPage';
import { PRERENDERED_ATTRIBUTE, SHOWN_ATTRIBUTE } from '../prerendered';
import { muiTheme, ShellProviders } from '../ShellProviders';
import { LOGIN_PATH } from '../schema/access';
import { EMPTY_ROOT, renderWithStyles, replaceMarker, withEntry } from './render';
import { SHOW_PRERENDERED_SCRIPT } from './showScript';

const copy = `[${PRERENDERED_ATTRIBUTE}]`;
/** A field MUI would draw with its label raised: focused, filled in, or filled by the browser. */
const raisedLabelField = `${copy} .MuiFormControl-root:is(:focus-within,:has(input:valid),:has(input:autofill))`;

/**
 * The copy's own style: hidden unless the head's script marked the page, and, as it has no script
 * of its own, the focus and the raised label that MUI sets with classes drawn from the browser's
 * state instead, so typing into it before the app starts looks as it will after.
 */
const copyStyle = [
  `html:not([${SHOWN_ATTRIBUTE}]) ${copy}{display:none}`,
  `${raisedLabelField} .MuiInputLabel-root{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}`,
  `${raisedLabelField} legend{max-width:100%}`,
  `${copy} .MuiFormControl-root:focus-within .MuiInputLabel-root{color:${muiTheme.palette.primary.main}}`,
  `${copy} .MuiInputBase-root:focus-within .MuiOutlinedInput-notchedOutline{border:2px solid ${muiTheme.palette.primary.main}}`,
].join('');

/**
 * login.html from the built index.html: the card inside #root, its styles and the show script in
 * the head, and the sign-in page's entry (`entryUrl`) instead of the app's.
 */
export const renderLoginPage = (indexHtml: string, entryUrl: string): string => {
  const card = renderWithStyles(
    <MemoryRouter initialEntries={[LOGIN_PATH]}>
      <ShellProviders i18n={dutchShellI18n()}>
        <LoginPage />
      </ShellProviders>
    </MemoryRouter>,
  );
  const head = [
    `<script>${SHOW_PRERENDERED_SCRIPT}</script>`,
    `<style>${copyStyle}</style>`,
    card.style,
  ].join('');
  const withHead = replaceMarker(withEntry(indexHtml, entryUrl), '</head>', `${head}</head>`);
  return replaceMarker(
    withHead,
    EMPTY_ROOT,
    `<div id="root"><div ${PRERENDERED_ATTRIBUTE}>${card.html}</div></div>`,
  );
};
