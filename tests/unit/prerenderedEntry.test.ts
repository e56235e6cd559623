// @vitest-environment jsdom
/**
 * The prerendered pages' entry (src/prerenderedEntry.ts) puts the app's held script and preload
 * links into the page: the script first, then the links not in yet, in tasks that each stop once
 * HELD_TASK_MS have gone, so no one task of a phone's start sets up every fetch.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { HELD_TASK_MS } from '../../src/prerendered';

const held = Array.from({ length: 9 }, (_, n) => `/assets/module-${n}.js`);
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
const inHead = () =>
  [...document.head.querySelectorAll('script[src], link[href]')].map(
    (element) => element.getAttribute('src') ?? element.getAttribute('href'),
  );

let now = 0;
beforeEach(() => {
  vi.resetModules();
  // Each element takes 3 ms to put in.
  now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => {
    now += 3;
    return now;
  });
  document.head.innerHTML = `<template><script type="module" src="${held[0]}"></script>${held
    .slice(1)
    .map((href) => `<link rel="modulepreload" href="${href}">`)
    .join('')}</template>`;
  // No prerendered copy shows: the entry starts the app at once.
  document.body.innerHTML = '<div id="root"><div class="spinner"></div></div>';
});
afterEach(() => {
  vi.restoreAllMocks();
});

it('puts the script in first, then the preload links, each task for HELD_TASK_MS at most', async () => {
  await import('../../src/prerenderedEntry');
  const perTask = Math.ceil(HELD_TASK_MS / 3);
  expect(inHead()).toEqual(held.slice(0, perTask));
  await nextTask();
  expect(inHead()).toEqual(held.slice(0, 2 * perTask));
  for (const _ of held) await nextTask();
  expect(inHead()).toEqual(held);
});

it("leaves out the links the head's script put in already, and puts in at least one per task", async () => {
  document.head.insertAdjacentHTML('beforeend', `<link rel="modulepreload" href="${held[1]}">`);
  // Each element takes longer than a task's time: one goes in per task.
  vi.spyOn(performance, 'now').mockImplementation(() => {
    now += HELD_TASK_MS + 1;
    return now;
  });
  await import('../../src/prerenderedEntry');
  expect(inHead()).toEqual([held[1], held[0]]);
  await nextTask();
  expect(inHead()).toEqual([held[1], held[0], held[2]]);
  for (const _ of held) await nextTask();
  expect(inHead()).toEqual([held[1], held[0], ...held.slice(2)]);
});
