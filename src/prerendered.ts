/**
 * The sign-in page is drawn twice: once at build time into login.html (src/prerender/loginPage.tsx),
 * so a phone paints the card before any script has arrived, and again by the app, which replaces
 * that copy when it starts (docs/architecture.md, "The sign-in page before the script").
 *
 * The copy is Dutch and signed out, so it shows only where the app will draw the same: a small
 * inline script in the page's head (src/prerender/showScript.ts) marks the page when no session is
 * stored and no other language was chosen; without that mark a style hides the copy and the page
 * waits for the app as before; the page's own entry (src/prerenderedEntry.ts) starts the app once the
 * shown copy has painted.
 */
/** On the element around the prerendered copy, inside #root (the app's first render replaces it). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** On <html> when the copy may show (a style in the copy's page hides it otherwise). */
export const SHOWN_ATTRIBUTE = 'data-prerendered-shown';
/**
 * How long one task goes on putting the app's held elements (its script, its modules' preload links)
 * into the page, in ms: the page's entry (src/prerenderedEntry.ts, which writes it out) and the
 * head's script when no copy shows (src/prerender/showScript.ts) put them in one after the other
 * until this much time has gone, then go on in a task of their own (at least one per task).
 * Chromium sets up a modulepreload link's fetch as it enters the page, 0.2–63 ms each with a
 * phone's 4× slower CPU: the fifty-odd links in one go were a task of 290–480 ms, the longest of a
 * phone's start, and six per task still made tasks of 70–150 ms. Measured by time, a task ends
 * well before it blocks input for long, and all are in long before the entry's own script has
 * arrived.
 */
export const HELD_TASK_MS = 8;

/** The fields of the prerendered copy the user may have used before the app started. */
export interface CopiedFields {
  /** What the field with this autocomplete name ("username", "current-password") holds now. */
  valueOf(autoComplete: string): string;
  /** The autocomplete name of the field that had the focus when the app started, if any. */
  focused: string | null;
}

/**
 * The shown copy's fields, found during the app's first render while the copy is still in the
 * page; null when no copy showed. The fields are kept after the copy is replaced, so what they hold
 * can be read once the app's page is in place, including what was typed while the app rendered.
 */
export const copiedFields = (): CopiedFields | null => {
  const copy =
    typeof document === 'undefined'
      ? null
      : document.querySelector(`html[${SHOWN_ATTRIBUTE}] [${PRERENDERED_ATTRIBUTE}]`);
  if (!copy) return null;
  const fields = new Map<string, HTMLInputElement>();
  for (const input of copy.querySelectorAll('input')) {
    const name = input.getAttribute('autocomplete');
    if (name) fields.set(name, input);
  }
  const focused = [...fields].find(([, input]) => input === document.activeElement)?.[0] ?? null;
  return { valueOf: (name) => fields.get(name)?.value ?? '', focused };
};

/**
 * The dashboard is drawn ahead too, for a phone, a tablet and a wide screen: dashboard.html
 * (src/prerender/copiesPage.tsx), served for '/', holds a copy of the page for each screen and
 * each page a company user may see, with initials or a photo (src/pages/dashboard/dashboardView.ts),
 * each on an element carrying this attribute with the copy's name. The page's inline scripts
 * (src/prerender/showScript.ts) choose the copy for this screen that the dashboard last named for
 * this browser's signed-in user (its hint, DASHBOARD_HINT_KEY in src/providers/tokenStore.ts), put it
 * into #root, write that user's names and photo into it and mark the page, so the dashboard paints
 * with the HTML; every other copy goes. The contract list is drawn ahead the same way, in its loading
 * look, into contracts.html, served for '/contracts' (src/resources/contracts/listCopies.ts).
 */
export const DASHBOARD_COPY_ATTRIBUTE = 'data-dashboard-copy';
/**
 * The page holds each copy as the text of an inert script element carrying this attribute with its
 * name: the parser only scans past them, and the show script puts the chosen one into #root, so a
 * phone builds one copy's elements rather than every copy's (sixteen copies held so cost the parser
 * what eight did as elements: ~45 ms at 4× slower CPU).
 */
export const DASHBOARD_COPY_HTML_ATTRIBUTE = 'data-dashboard-copy-html';
/** On the copy's element, the address of the page it shows ('/', '/contracts'). */
export const COPY_PATH_ATTRIBUTE = 'data-copy-path';
/** On <html>, the name of the copy the head's script chose. */
export const DASHBOARD_CHOSEN_ATTRIBUTE = 'data-dashboard-chosen';
/** In a copy, the places of the viewer's first name, initials and full name (private-use characters). */
export const FIRST_NAME_MARK = '\uE000';
export const INITIALS_MARK = '\uE002';
export const NAME_MARK = '\uE003';
/**
 * In a copy drawn with a photo, the photo's address; held by this attribute of its image instead of
 * `src`, so no copy asks for an address before the show script has written the user's in.
 */
export const PHOTO_MARK = '\uE004';
export const PHOTO_ATTRIBUTE = 'data-photo';

/** Where a copy stands in for the app: the whole page, or the part inside the admin's frame. */
export type CopyPart = 'page' | 'content';

let shownCopy =
  typeof document === 'undefined'
    ? null
    : document.querySelector(`html[${SHOWN_ATTRIBUTE}] [${DASHBOARD_COPY_ATTRIBUTE}]`);
// Found once: the app moves it out of the copy when the real layout takes the copy's place.
const shownContent = shownCopy?.querySelector('#main-content>div') ?? null;

/**
 * The shown copy's elements, for whatever the app shows while it starts on the copy's page (its
 * session check, the admin's code, the page's own code), so the page stays as painted until the
 * real page replaces it; null once that has happened, elsewhere, or when no copy showed.
 */
export const startupCopy = (part: CopyPart): Element | null =>
  shownCopy && window.location.pathname === shownCopy.getAttribute(COPY_PATH_ATTRIBUTE)
    ? part === 'page'
      ? shownCopy
      : shownContent
    : null;

/**
 * The controls of a copy that do something only once the app runs (its links work as they are): a
 * press on one while the copy is on screen is kept and made again on the app's control of the same
 * name (retireStartupCopy), so a click on the menu or the language right after the page painted is
 * not lost. Its form fields (the list's search, its switches) are read-only and inert until then:
 * text typed into the copy, or a box ticked, would be gone when the app's page takes its place.
 */
export const COPY_CONTROLS = 'button,[role="combobox"],[role="button"]';
/** On <html>, the name (copyControlName) of the copy's control pressed before the app took over. */
export const PRESSED_ATTRIBUTE = 'data-dashboard-pressed';

/** A control's role and label, as the page's show script (src/prerender/showScript.ts) writes it. */
export const copyControlName = (control: Element): string =>
  `${control.getAttribute('role') || control.tagName.toLowerCase()}|${(control.getAttribute('aria-label') || control.textContent || '').trim()}`;

/** The press a user made on the copy, made on the app's control of that name once it is there. */
const replayPress = (): void => {
  const pressed = document.documentElement.getAttribute(PRESSED_ATTRIBUTE);
  if (pressed === null) return;
  document.documentElement.removeAttribute(PRESSED_ATTRIBUTE);
  // After this commit's effects, so the control's handlers are in place.
  setTimeout(() => {
    const control = [...document.querySelectorAll(`#root :is(${COPY_CONTROLS})`)].find(
      (element) => copyControlName(element) === pressed,
    );
    // A menu opens on the press, a button acts on the click: both, as a mouse makes them.
    for (const type of ['mousedown', 'mouseup', 'click'])
      control?.dispatchEvent(
        new MouseEvent(type, { bubbles: true, cancelable: true, button: 0, view: window }),
      );
  });
};

/** The real page is on screen: from now on the app's loading looks are its own. */
export const retireStartupCopy = (): void => {
  shownCopy = null;
  replayPress();
};
