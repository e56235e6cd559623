// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { englishCatalogue } from '../../src/i18n/en';
import { formatLongDate } from '../../src/i18n/format';
import { createI18nProvider, loadEnglish, storedLocale, storeLocale } from '../../src/i18n/i18nProvider';
import { flattenKeys } from '../../src/i18n/mergeMessages';
import { nlMessages } from '../../src/i18n/nl';
import { singularNameParts } from '../../src/i18n/resourceNames';
import { resourceTexts } from '../../src/resources/ui';

const enMessages = englishCatalogue(resourceTexts('en'));

describe('message catalogues', () => {
  it('nl has every key en has, and en every key nl has', () => {
    const nl = flattenKeys(nlMessages);
    const en = flattenKeys(enMessages);
    expect(en.filter((key) => !nl.includes(key))).toEqual([]);
    expect(nl.filter((key) => !en.includes(key))).toEqual([]);
  });

  it('has every message key the server and the app name in their code', () => {
    const root = `${process.cwd()}/`;
    const sources = ['server', 'src'].flatMap((dir) =>
      (readdirSync(join(root, dir), { recursive: true }) as string[])
        .filter((name) => /\.tsx?$/.test(name))
        .map((name) => join(root, dir, name)),
    );
    const nl = flattenKeys(nlMessages);
    const known = (key: string) => nl.includes(key) || nl.some((k) => k.startsWith(`${key}.`));
    // A whole key in quotes; keys put together from parts are typed against the catalogue instead.
    const named = sources.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]((?:app|resources|ra)\.[\w-]+(?:\.[\w-]+)+)['"`]/g)].map(
        (match) => `${match[1]} (${file.slice(root.length)})`,
      ),
    );
    expect(named.length).toBeGreaterThan(200);
    expect(named.filter((entry) => !known(entry.split(' ')[0]))).toEqual([]);
  });

  it('nl covers every react-admin 5 key, including those ra-language-dutch lacks', () => {
    const nl = flattenKeys(nlMessages);
    expect(flattenKeys(englishMessages).filter((key) => !nl.includes(key))).toEqual([]);
    expect(nl).toContain('ra.page.access_denied');
    expect(nl).toContain('ra.navigation.no_filtered_results');
    expect(nl).toContain('ra.validation.unique');
  });

  it('names a resource in a form title as each language places it', async () => {
    await loadEnglish();
    const titles = (language: 'en' | 'nl') => {
      const { translate } = createI18nProvider(language);
      const parts = singularNameParts(translate, { name: 'supplier-types' });
      return [translate('app.views.create_title', parts), translate('app.views.edit_title', parts)];
    };
    expect(titles('en')).toEqual(['Add supplier type', 'Edit supplier type']);
    expect(titles('nl')).toEqual(['Leverancierstype toevoegen', 'Leverancierstype bewerken']);
  });

  it('carries the spec texts', async () => {
    await loadEnglish();
    const en = createI18nProvider('en');
    expect(en.translate('app.auth.incorrect_credentials')).toBe('Incorrect credentials');
    expect(en.translate('app.common.something_went_wrong')).toBe('Something went wrong');
    expect(en.translate('app.account.saved')).toBe('Account saved successfully');
    expect(en.translate('app.account.password_changed')).toBe('Password changed');
    expect(en.translate('app.auth.reset_sent')).toBe('A link to reset your password has been sent');
    expect(en.translate('app.nav.supplier-types')).toBe('Supplier types');
    const nl = createI18nProvider('nl');
    expect(nl.translate('app.common.confirm_title')).toBe('Weet je het zeker?');
    expect(nl.translate('app.common.cancel')).toBe('Annuleren');
    expect(nl.translate('app.common.ok')).toBe('Ok');
    expect(nl.translate('app.common.select')).toBe('Selecteren');
    expect(nl.translate('app.layout.settings')).toBe('Instellingen');
    expect(nl.translate('app.nav.contacts')).toBe('Contactpersonen');
    expect(nl.translate('app.nav.supplier-types')).toBe('Leverancierstypes');
    expect(nl.translate('ra.page.access_denied')).toBe('Geen toegang');
    // a key from ra-language-dutch itself survives the merge
    expect(nl.translate('ra.auth.sign_in')).toBe('Inloggen');
  });

  it('loads English when it is chosen', async () => {
    const provider = createI18nProvider('nl');
    expect(provider.translate('app.nav.supplier-types')).toBe('Leverancierstypes');
    await provider.changeLocale('en');
    expect(provider.getLocale()).toBe('en');
    expect(provider.translate('app.nav.supplier-types')).toBe('Supplier types');
    // Long dates follow the language; a mail's texts name Dutch.
    expect(formatLongDate('2026-04-14')).toBe('14 April 2026');
    expect(formatLongDate('2026-04-14', 'nl')).toBe('14 april 2026');
    await provider.changeLocale('nl');
    expect(formatLongDate('2026-04-14')).toBe('14 april 2026');
  });

  it('starts in Dutch and remembers the chosen locale', () => {
    expect(storedLocale()).toBe('nl');
    storeLocale('en');
    expect(storedLocale()).toBe('en');
    localStorage.setItem('locale', 'fr');
    expect(storedLocale()).toBe('nl');
  });
});
