/**
 * The API reads a page makes by itself when the app starts on it (the contract list: its totals,
 * its first page, the names of that page's locations), remembered per address. At the next start
 * on that address they are sent at once, beside the profile, while the app's scripts still load;
 * the app's own identical reads, when they come, take those answers instead of asking again. On a
 * phone that is two or three round trips fewer before a list shows its rows.
 *
 * Nothing here outlives the page load it was fetched in: an answer is taken once, by a read with
 * the same token, within FRESH_MS of being sent, and none is taken after the app has written
 * anything or left the address it started on. A read the app no longer makes (another sort, say)
 * is one answer not taken. The list of reads (`{ [address]: apiUrl[] }`, the address started on
 * most recently last) is forgotten with the session (tokenStore.ts).
 */

import { STARTUP_REQUESTS_KEY } from './tokenStore';

/** Addresses remembered; the oldest goes first. */
const MAX_ADDRESSES = 20;
/** Reads remembered per address: a page's own, not what it loads later. */
const MAX_READS = 6;
/** How long a read may follow the page's first to count as the page's own. */
const RECORDING_MS = 3000;
/** How long an answer sent ahead may wait for the app's read. */
const FRESH_MS = 10_000;

/** An answer as the app's HTTP client hands it on (react-admin's fetchJson shape). */
export interface StartupAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

type Remembered = Record<string, string[]>;

const readRemembered = (): Remembered => {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(STARTUP_REQUESTS_KEY) ?? '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Remembered) : {};
  } catch {
    return {};
  }
};

const writeRemembered = (remembered: Remembered): void => {
  try {
    globalThis.localStorage?.setItem(STARTUP_REQUESTS_KEY, JSON.stringify(remembered));
  } catch {
    // Storage full or unavailable: the next start just asks as usual.
  }
};

/** Whether an API read is one to send ahead: data, not the session (the profile is asked apart). */
const isPageRead = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/auth/');

interface SentAhead {
  authorization: string | null;
  sentAt: number;
  answer: Promise<StartupAnswer | null>;
}

/**
 * One page load's state: the address it started on, the reads recorded so far, the answers sent
 * ahead. Tests make their own, with their own clock.
 */
export const createStartupRequests = (now: () => number = () => performance.now()) => {
  let startAddress: string | null = null;
  let recording = true;
  let firstReadAt: number | null = null;
  const recorded: string[] = [];
  const sentAhead = new Map<string, SentAhead>();

  /** A write, or the app gone to another address: nothing after it is the page's start. */
  const stop = () => {
    recording = false;
    sentAhead.clear();
  };

  const record = (url: string, address: string) => {
    firstReadAt ??= now();
    if (now() - firstReadAt > RECORDING_MS || recorded.length >= MAX_READS) {
      recording = false;
      return;
    }
    if (recorded.includes(url)) return;
    recorded.push(url);
    const remembered = readRemembered();
    delete remembered[address];
    remembered[address] = recorded;
    const addresses = Object.keys(remembered);
    for (const old of addresses.slice(0, Math.max(0, addresses.length - MAX_ADDRESSES)))
      delete remembered[old];
    writeRemembered(remembered);
  };

  return {
    /**
     * At the start: remembers the address and sends the reads remembered for it, each with
     * `headers` (the session's), through `fetch`.
     */
    sendAhead(address: string, headers: Headers, send: typeof fetch = fetch): void {
      startAddress = address;
      const reads: unknown = readRemembered()[address];
      const urls = Array.isArray(reads)
        ? reads.filter((url) => typeof url === 'string' && isPageRead(url))
        : [];
      for (const url of urls) {
        const answer = send(url, { headers }).then(
          async (response) => {
            const body = await response.text();
            let json: unknown;
            try {
              json = JSON.parse(body);
            } catch {
              json = undefined;
            }
            return { status: response.status, headers: response.headers, body, json };
          },
          () => null,
        );
        sentAhead.set(url, { authorization: headers.get('Authorization'), sentAt: now(), answer });
      }
    },

    /**
     * Every read the app makes: recorded while it is one of the page's own (the app still on the
     * address it started on, no input yet, within RECORDING_MS of the first). When the same read
     * with the same token was sent ahead and is fresh, its answer (null if it failed: the app then
     * asks itself); else null at once, so a read not sent ahead goes out without a wait.
     */
    read(url: string, authorization: string | null, address: string): Promise<StartupAnswer | null> | null {
      // Not started with a session (signed in on this page): nothing recorded, nothing sent ahead.
      if (startAddress === null) return null;
      if (address !== startAddress) stop();
      if (recording && isPageRead(url)) record(url, address);
      const ahead = sentAhead.get(url);
      if (!ahead) return null;
      sentAhead.delete(url);
      if (ahead.authorization !== authorization || now() - ahead.sentAt > FRESH_MS) return null;
      return ahead.answer.then((answer) =>
        answer && answer.status >= 200 && answer.status < 300 ? answer : null,
      );
    },

    stop,
    /** The user's first input: what the page reads after it, the user asked for. */
    stopRecording(): void {
      recording = false;
    },
  };
};

export type StartupRequests = ReturnType<typeof createStartupRequests>;

/**
 * At a start with a session (src/main.tsx, which loads this module only then: the sign-in page
 * goes without it): sends this address's reads ahead, for the HTTP client to answer from.
 */
export const startWithSession = (address: string, headers: Headers): StartupRequests => {
  const requests = createStartupRequests();
  requests.sendAhead(address, headers);
  // The user's first press or key: what the page reads after it, the user asked for.
  for (const type of ['pointerdown', 'keydown'])
    window.addEventListener(type, () => requests.stopRecording(), { capture: true, once: true });
  return requests;
};
