/** What a person does in the browser, shared by the end-to-end tests. */
import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo-Wachtwoord-2026';

/** Fill the login form and wait until the app has left /login. */
export async function signIn(page: Page, emailAddress: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(emailAddress);
  await page.getByLabel('Wachtwoord', { exact: false }).first().fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** An access token for a demo account, straight from the API (to prepare data quickly). */
export async function apiToken(
  baseUrl: string,
  emailAddress: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress, password }),
  });
  const body = (await response.json()) as { accessToken?: string };
  if (!response.ok || !body.accessToken) throw new Error(`login ${emailAddress}: ${response.status}`);
  return body.accessToken;
}

/** One API call with the headers the app sends; throws on a non-2xx answer. */
export async function api<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'x-token-name': 'web',
      'x-requested-with': 'XMLHttpRequest',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** Wait for a toast (react-admin notification) with this text. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.MuiSnackbar-root').getByText(text).first().waitFor();
}

/** The table row holding this text. */
export const rowWith = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

/** The texts of the first cell of each row of the list. */
export const firstCells = async (page: Page): Promise<string[]> =>
  (await page.locator('tbody tr td:first-child').allInnerTexts()).map((text) => text.trim());

/** Pick an option in one of our dropdowns (MUI Autocomplete), typing to search first. */
export async function pickOption(page: Page, label: string | RegExp, typed: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Move the contract wizard on by one step and wait until that step shows: the button checks the
 * step's fields before moving on, so a second click right after the first would check the same step.
 */
export async function nextWizardStep(page: Page): Promise<void> {
  const counter = page.getByText(/^Stap \d+ van \d+$/);
  const [, current, total] = /Stap (\d+) van (\d+)/.exec((await counter.textContent()) ?? '') ?? [];
  await page.getByRole('button', { name: 'Volgende stap' }).click();
  await page.getByText(`Stap ${Number(current) + 1} van ${total}`, { exact: true }).waitFor();
}

/** The number of rows a list endpoint has (its Content-Range total). */
export async function apiTotal(baseUrl: string, token: string, resource: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/${resource}?range=[0,0]`, {
    headers: {
      authorization: `Bearer ${token}`,
      'x-token-name': 'web',
      'x-requested-with': 'XMLHttpRequest',
    },
  });
  if (!response.ok) throw new Error(`GET ${resource}: ${response.status}`);
  return Number((response.headers.get('content-range') ?? '').split('/')[1]);
}

/** Holds every script of the app (or those matching `scripts`) until the returned function is called. */
export const holdScripts = async (page: Page, scripts = '**/assets/*.js'): Promise<() => void> => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/** Console errors and failed page checks (a blocked inline script is one). */
export const problemsOf = (page: Page): string[] => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
};

/**
 * From the page's start, every frame in which the page's spinner (`spinner`, a selector) shows or
 * the text of `expected.selector` does not match `expected.pattern` (a `u` regular expression's
 * source), and every layout shift; read with `watchedFrames(page)`. A frame whose #root is empty or
 * hidden (a prerendered page before its script has shown its copy) is not counted.
 */
export const watchFrames = (
  page: Page,
  spinner: string,
  expected: { selector: string; pattern: string },
): Promise<unknown> =>
  page.addInitScript(
    ({ spinner, expected }) => {
      const record = { gaps: [] as string[], shifts: 0 };
      Object.assign(window, { watchedFrames: record });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      const pattern = new RegExp(expected.pattern, 'u');
      const frame = () => {
        const root = document.querySelector('#root');
        if (root?.children.length && getComputedStyle(root).visibility !== 'hidden') {
          if (document.querySelector(spinner)) record.gaps.push('spinner');
          const text = document.querySelector(expected.selector)?.textContent ?? '';
          if (!pattern.test(text)) record.gaps.push(`no ${expected.pattern}`);
        }
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { spinner, expected },
  );

export const watchedFrames = (page: Page): Promise<{ gaps: string[]; shifts: number }> =>
  page.evaluate(
    () => (window as unknown as { watchedFrames: { gaps: string[]; shifts: number } }).watchedFrames,
  );
