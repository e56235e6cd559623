/**
 * The main thread's blocking time in a slowed Chromium, for the web bench (tests/bench/web.ts).
 */
import { chromium } from 'playwright-core';
import { ACCESS_TOKEN_KEY } from '../../src/providers/tokenStore';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * The main thread's blocking time while a signed-in page loads, in a real Chromium with its CPU
 * slowed 4× (as Lighthouse's phone assumes): for every task of the page's renderer from navigation
 * until 5 s after the network went quiet, what it ran beyond 50 ms (input waits behind it). Steadier
 * than Lighthouse's simulated blocking time, which it models from one unthrottled run.
 */
export async function blockingTime(
  chrome: string,
  baseUrl: string,
  path: string,
  token: string,
): Promise<number> {
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'nl-NL' });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      ACCESS_TOKEN_KEY,
      token,
    ] as const);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(5000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    const tasks = traceEvents.filter((event) => event.name === 'RunTask' && event.ph === 'X');
    // The page's renderer main thread: the busiest of the renderers' main threads.
    const busy = (list: TraceEvent[]) => list.reduce((sum, task) => sum + (task.dur ?? 0), 0);
    const busiest = traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((thread) => tasks.filter((task) => task.pid === thread.pid && task.tid === thread.tid))
      .sort((a, b) => busy(b) - busy(a))[0];
    return (busiest ?? []).reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) / 1000 - 50), 0);
  } finally {
    await browser.close();
  }
}
