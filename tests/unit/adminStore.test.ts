// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n/i18nProvider';
import { adminStore } from '../../src/providers/adminStore';

// react-admin's localStorageStore keeps each key as `RaStore.<key>`, JSON-encoded.
const stored = (key: string, value: unknown) => localStorage.setItem(`RaStore.${key}`, JSON.stringify(value));

describe('adminStore', () => {
  afterEach(() => localStorage.clear());

  it("reads the i18n provider's language where react-admin's store holds none (after a sign-out wiped it)", () => {
    expect(adminStore.getItem('locale')).toBe(i18nProvider.getLocale());
    adminStore.reset();
    expect(adminStore.getItem('locale')).toBe(i18nProvider.getLocale());
  });

  it('keeps a stored language, and a default a caller asks for', () => {
    stored('locale', 'en');
    expect(adminStore.getItem('locale')).toBe('en');
    localStorage.clear();
    expect(adminStore.getItem('locale', 'en')).toBe('en');
  });

  it('reads every other key as react-admin does', () => {
    expect(adminStore.getItem('contracts.listParams')).toBeUndefined();
    expect(adminStore.getItem('sidebar.open', true)).toBe(true);
    adminStore.setItem('sidebar.open', false);
    expect(adminStore.getItem('sidebar.open', true)).toBe(false);
  });
});
