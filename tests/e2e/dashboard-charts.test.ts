/**
 * The dashboard's value charts as drawn in Chromium (docs/requirements.md#screens): their euro axis
 * shows every tick's label, evenly spaced, on a laptop and a phone; side by side, the two cards are
 * equally high and neither chart leaves the bottom of its card empty.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type E2E, startE2E } from './harness';
import { signIn } from './steps';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(() => e2e?.close());

const TITLES = ['Jaarwaarde per type', 'Jaarwaarde per leverancier (top 10)'];

const cardOf = (page: Page, title: string) =>
  page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** The euro axis's tick labels in order, with where each stands and whether it is drawn. */
const euroTicks = (page: Page, title: string) =>
  cardOf(page, title)
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickContainer')
    .evaluateAll((ticks) =>
      ticks.map((tick) => {
        const mark = tick.querySelector('.MuiChartsAxis-tick')?.getBoundingClientRect();
        const label = tick.querySelector('.MuiChartsAxis-tickLabel')?.textContent ?? '';
        return { x: mark ? mark.x + mark.width / 2 : Number.NaN, text: label.replace(/\s/g, ' ') };
      }),
    );

for (const { name, width, height } of [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  it(`labels every tick of the euro axes, evenly, on a ${name}`, async () => {
    const { page, context } = await e2e.newPage();
    await page.setViewportSize({ width, height });
    await signIn(page, 'beheerder@demo.nl');
    // The charts load as they scroll into view.
    await page.getByRole('heading', { name: /^Welkom/ }).waitFor();
    for (let turn = 0; turn < 20 && (await cardOf(page, TITLES[1]).count()) === 0; turn += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(200);
    }
    for (const title of TITLES) {
      const card = cardOf(page, title);
      await card.scrollIntoViewIfNeeded();
      await card.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').first().waitFor();
      const ticks = await euroTicks(page, title);
      expect(ticks.length, title).toBeGreaterThanOrEqual(3);
      expect(
        ticks.map((tick) => tick.text),
        title,
      ).not.toContain('');
      expect(ticks[0].text, title).toBe('€ 0');
      const steps = ticks.slice(1).map((tick, index) => tick.x - ticks[index].x);
      for (const step of steps) expect(Math.abs(step - steps[0]), title).toBeLessThan(2);
    }
    if (name === 'laptop') {
      const boxes = await Promise.all(TITLES.map((title) => cardOf(page, title).boundingBox()));
      expect(Math.abs((boxes[0]?.height ?? 0) - (boxes[1]?.height ?? 1))).toBeLessThan(1);
      for (const title of TITLES) {
        const card = await cardOf(page, title).boundingBox();
        const chart = await cardOf(page, title).locator('svg:has(.MuiChartsAxis-root)').boundingBox();
        // The chart ends where the card's padding begins, not halfway down the card.
        expect(
          (card?.y ?? 0) + (card?.height ?? 0) - ((chart?.y ?? 0) + (chart?.height ?? 0)),
          title,
        ).toBeLessThan(40);
      }
    }
    await context.close();
  });
}
