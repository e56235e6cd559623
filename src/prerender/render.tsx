/**
 * What the build's prerendered pages share (src/prerender/loginPage.tsx, appPage.tsx): a React tree
 * rendered once in Node with the styles MUI gives it, and the app page's markers replaced.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

/** `html` with its one `marker` replaced; a template without the marker is a broken build. */
export const replaceMarker = (html: string, marker: string, replacement: string): string => {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`The app page has no ${marker}`);
  return html.slice(0, at) + replacement + html.slice(at + marker.length);
};

/** The app page's empty root, which the app renders into. */
export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Each tree (made when its turn comes) as HTML, and the one style tag holding the styles they use,
 * under the key MUI's own cache has, so the app finds these styles already in the page and adds
 * none twice.
 */
export const renderAllWithStyles = (trees: (() => ReactNode)[]): { htmls: string[]; style: string } => {
  const cache = createCache({ key: 'css' });
  // Styles are kept in the cache (not written beside each element) and put in the head once.
  cache.compat = true;
  const htmls = trees.map((tree) => renderToString(<CacheProvider value={cache}>{tree()}</CacheProvider>));
  const styles = Object.entries(cache.inserted).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const style = [
    `<style data-emotion="${cache.key} ${styles.map(([name]) => name).join(' ')}">`,
    styles.map(([, css]) => css).join(''),
    '</style>',
  ].join('');
  return { htmls, style };
};

/** `tree` as HTML, with the style tag of the styles it uses (see renderAllWithStyles). */
export const renderWithStyles = (tree: ReactNode): { html: string; style: string } => {
  const { htmls, style } = renderAllWithStyles([() => tree]);
  return { html: htmls[0] ?? '', style };
};

/** The app page's script and module preload tags, in the order Vite wrote them. */
const APP_SCRIPT_TAGS = /\s*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>/g;

/**
 * A prerendered page loads its own entry (src/prerenderedEntry.ts), which puts the app page's script
 * tags, held in a template, into the page once its copy has painted: the copy needs no script, and
 * the app's would otherwise compete with it for the network and the main thread.
 */
export const withEntry = (html: string, entryUrl: string): string => {
  const appScripts = html.match(APP_SCRIPT_TAGS)?.join('') ?? '';
  if (!appScripts.includes('<script')) throw new Error('The app page has no entry script');
  return replaceMarker(
    html.replace(APP_SCRIPT_TAGS, ''),
    '</head>',
    `<script type="module" crossorigin fetchpriority="low" src="${entryUrl}"></script>` +
      `<template>${appScripts}</template></head>`,
  );
};
