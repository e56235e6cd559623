// @vitest-environment jsdom
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { shellI18n, shellMessages, translatorFor } from '../../src/authShellI18n';
import { flattenKeys, type MessageTree } from '../../src/i18n/mergeMessages';

/** The admin's translate (polyglot) over the same catalogue: the shell must answer as it does. */
const polyglotOver = (messages: MessageTree) =>
  polyglotI18nProvider(() => messages as unknown as TranslationMessages, 'nl').translate;

describe("the signed-out shell's texts", () => {
  it.each([
    ['nl', '/aanbod/abc'],
    ['en', '/aanbod/abc'],
    ['nl', '/afhandelen/abc'],
    ['en', '/afhandelen/abc'],
  ] as const)(
    'answers every %s key as polyglot does on %s, with and without values',
    async (locale, pathname) => {
      const messages = await shellMessages[locale](pathname);
      const shell = translatorFor(messages);
      const polyglot = polyglotOver(messages);
      const keys = flattenKeys(messages);
      expect(keys.length).toBeGreaterThan(50);
      for (const key of keys) {
        expect(shell(key), key).toBe(polyglot(key));
        for (const count of [0, 1, 2]) {
          const options = { smart_count: count, min: 12, name: 'Anna', count, _: 'x' };
          expect(shell(key, options), `${key} ${count}`).toBe(polyglot(key, options));
        }
      }
    },
  );

  it('falls back to the default, else the key, for a missing key', () => {
    const shell = translatorFor({ app: { a: 'A' } });
    const polyglot = polyglotOver({ app: { a: 'A' } });
    expect(shell('app.missing', { _: 'Standaard %{n}', n: 3 })).toBe(
      polyglot('app.missing', { _: 'Standaard %{n}', n: 3 }),
    );
    expect(shell('app.missing')).toBe('app.missing');
    expect(shell('app')).toBe('app');
  });

  it('holds the texts of the sign-in screens in the stored language', async () => {
    expect((await shellI18n('nl')).translate('app.auth.sign_in')).toBe('Inloggen');
    expect((await shellI18n('en')).translate('app.auth.sign_in')).toBe('Sign in');
  });

  it("holds the sponsor's form texts on its page only", async () => {
    expect((await shellI18n('nl', '/aanbod/abc')).translate('app.offers.form.title')).toBe('Aanbieding doen');
    expect((await shellI18n('en', '/aanbod/abc')).translate('app.offers.form.title')).toBe('Make an offer');
    expect((await shellI18n('nl', '/login')).translate('app.offers.form.title')).toBe(
      'app.offers.form.title',
    );
  });

  it("holds a handled deadline's texts on its page only", async () => {
    expect((await shellI18n('nl', '/afhandelen/abc')).translate('app.outcome.names.renewed')).toBe(
      'Verlengd',
    );
    expect((await shellI18n('en', '/afhandelen/abc')).translate('app.outcome.names.renewed')).toBe('Renewed');
    expect((await shellI18n('nl', '/login')).translate('app.outcome.names.renewed')).toBe(
      'app.outcome.names.renewed',
    );
  });

  it('has the Dutch sign-in texts at once, so the first render replaces the prerendered card without waiting', () => {
    const dutch = shellI18n('nl', '/login');
    expect(dutch).not.toBeInstanceOf(Promise);
    expect((dutch as { translate(key: string): string }).translate('app.auth.title')).toBe('Inloggen');
    expect(shellI18n('en', '/login')).toBeInstanceOf(Promise);
    expect(shellI18n('nl', '/afhandelen/abc')).toBeInstanceOf(Promise);
  });
});
