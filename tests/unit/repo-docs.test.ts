/**
 * The repository explains itself: code, tests and docs refer to sections of its own docs
 * (docs/architecture.md, docs/requirements.md …), never to design or spec documents that a clone
 * does not have, and every such reference names a doc and a heading that exist.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The working tree's root, whatever folder the tests run from. */
const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
/** The section sign, written as an escape so this file does not trip its own check. */
const SECTION_SIGN = '\u00a7';

const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md)$/;

/** The tracked source, test, script and doc files that exist in the working tree. */
const trackedFiles = (): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', 'src', 'server', 'tests', 'scripts', 'docs', 'README.md'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter((path) => TEXT_FILE.test(path) && existsSync(resolve(ROOT, path)));

const files = trackedFiles().map((path) => ({ path, text: readFileSync(resolve(ROOT, path), 'utf8') }));

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The headings of a markdown text, outside fenced code blocks. */
const headingsOf = (markdown: string): string[] => {
  const headings: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (match) headings.push(match[1]);
  }
  return headings;
};

interface DocReference {
  /** Where it is written, 'path:line'. */
  at: string;
  /** The doc's path from the repository root, e.g. docs/requirements.md. */
  doc: string;
  anchor?: string;
  heading?: string;
}

const lineOf = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/**
 * Every reference to a doc: `docs/<file>.md#anchor`, `docs/<file>.md, "Heading"`, a bare
 * `docs/<file>.md`, and inside docs/ the relative markdown links `](<file>.md#anchor)`.
 */
const docReferences = (path: string, text: string): DocReference[] => {
  const found: DocReference[] = [];
  const fromRoot = /(?<![\w./-])docs\/([\w.-]+\.md)(?:#([\w-]+)|, "([^"\n]+)")?/g;
  for (const match of text.matchAll(fromRoot)) {
    found.push({
      at: `${path}:${lineOf(text, match.index)}`,
      doc: `docs/${match[1]}`,
      anchor: match[2],
      heading: match[3],
    });
  }
  if (path.startsWith('docs/') && path.endsWith('.md')) {
    const relative = /\]\(([\w.-]+\.md)(?:#([\w-]+))?\)/g;
    for (const match of text.matchAll(relative)) {
      found.push({ at: `${path}:${lineOf(text, match.index)}`, doc: `docs/${match[1]}`, anchor: match[2] });
    }
  }
  return found;
};

describe('the repository explains itself', () => {
  it('finds the files to check', () => {
    expect(files.some((file) => file.path === 'docs/architecture.md')).toBe(true);
    expect(files.some((file) => file.path === 'docs/requirements.md')).toBe(true);
    expect(files.some((file) => file.path.startsWith('server/'))).toBe(true);
  });

  it('refers to no design or spec section outside the repository', () => {
    const offending = files.flatMap((file) =>
      file.text
        .split('\n')
        .map((line, index) => ({ line, at: `${file.path}:${index + 1}` }))
        .filter(({ line }) => line.includes(SECTION_SIGN))
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(
      offending,
      'Point at a section of docs/ instead, e.g. docs/requirements.md#limits or (docs/requirements.md, "Limits")',
    ).toEqual([]);
  });

  it('names only docs and headings that exist', () => {
    const headings = new Map<string, string[]>();
    const headingsIn = (doc: string): string[] | null => {
      if (!headings.has(doc)) {
        const path = resolve(ROOT, doc);
        headings.set(doc, existsSync(path) ? headingsOf(readFileSync(path, 'utf8')) : []);
      }
      return existsSync(resolve(ROOT, doc)) ? (headings.get(doc) ?? []) : null;
    };
    const broken: string[] = [];
    for (const file of files) {
      for (const reference of docReferences(file.path, file.text)) {
        const known = headingsIn(reference.doc);
        if (known === null) broken.push(`${reference.at}: no file ${reference.doc}`);
        else if (reference.anchor && !known.some((heading) => anchorOf(heading) === reference.anchor))
          broken.push(`${reference.at}: ${reference.doc} has no heading for #${reference.anchor}`);
        else if (reference.heading && !known.includes(reference.heading))
          broken.push(`${reference.at}: ${reference.doc} has no heading "${reference.heading}"`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has the sections others link to', () => {
    const sections = (doc: string) => headingsOf(readFileSync(resolve(ROOT, doc), 'utf8'));
    expect(sections('docs/architecture.md')).toEqual(
      expect.arrayContaining([
        'Layers',
        'One declaration',
        'A request',
        'A form',
        'Jobs',
        'Mail and files',
        'Where to change what',
      ]),
    );
    expect(sections('docs/requirements.md')).toEqual(
      expect.arrayContaining([
        'Roles and access',
        'Navigation and routes',
        'Screens',
        'Contracts and dates',
        'Alerts and mail',
        'Subscriptions and billing',
        'Calls',
        'Texts and formats',
        'Security',
        'Limits',
      ]),
    );
  });
});

describe('doc reference parsing', () => {
  it('makes GitHub anchors', () => {
    expect(anchorOf('Where to change what')).toBe('where-to-change-what');
    expect(anchorOf('Mail and files')).toBe('mail-and-files');
  });

  it('finds references by anchor, by heading and by relative link', () => {
    const text = 'see docs/requirements.md#limits\nand (docs/architecture.md, "Jobs")';
    expect(docReferences('src/a.ts', text)).toEqual([
      { at: 'src/a.ts:1', doc: 'docs/requirements.md', anchor: 'limits', heading: undefined },
      { at: 'src/a.ts:2', doc: 'docs/architecture.md', anchor: undefined, heading: 'Jobs' },
    ]);
    expect(docReferences('docs/requirements.md', '[a](architecture.md#jobs)')).toEqual([
      { at: 'docs/requirements.md:1', doc: 'docs/architecture.md', anchor: 'jobs' },
    ]);
  });

  it('skips headings inside code blocks', () => {
    expect(headingsOf('# Title\n```sh\n# not a heading\n```\n## Section')).toEqual(['Title', 'Section']);
  });
});
