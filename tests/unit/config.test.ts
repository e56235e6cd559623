/** Settings checked when the server reads them: the seller's details printed on every invoice, the SMTP address. */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { isIban, isKvkNumber, isVatNumber } from '../../src/schema/dutch-identifiers';

describe('seller settings', () => {
  it('defaults to details that pass their own checks, written the one way', () => {
    const { seller } = readConfig({});
    expect(isKvkNumber(seller.kvkNumber) && isVatNumber(seller.vatNumber) && isIban(seller.iban)).toBe(true);
    expect(
      readConfig({ SELLER_IBAN: 'nl91abna0417164300', SELLER_VAT: 'nl 123456782 b01' }).seller,
    ).toMatchObject({
      iban: 'NL91 ABNA 0417 1643 00',
      vatNumber: 'NL123456782B01',
    });
  });

  it('refuses to start with a wrong KvK number, btw-id or IBAN', () => {
    expect(() => readConfig({ SELLER_KVK: '1234' })).toThrow('SELLER_KVK');
    expect(() => readConfig({ SELLER_VAT: 'NL123456789B01' })).toThrow('SELLER_VAT');
    expect(() => readConfig({ SELLER_IBAN: 'NL91ABNA0417164301' })).toThrow('SELLER_IBAN');
  });
});

describe('TERMS_URL', () => {
  it('is the address of the terms, trimmed; not set: none', () => {
    expect(
      readConfig({ TERMS_URL: ' https://contractbeheer.example/voorwaarden.pdf ' }).seller.termsUrl,
    ).toBe('https://contractbeheer.example/voorwaarden.pdf');
    expect(readConfig({}).seller.termsUrl).toBeNull();
  });

  it('refuses to start with an address a browser would not open as a page', () => {
    for (const wrong of ['voorwaarden.pdf', 'javascript:alert(1)', 'https://a b.example'])
      expect(() => readConfig({ TERMS_URL: wrong })).toThrow('TERMS_URL');
  });
});

describe('SMTP_URL', () => {
  it('takes an smtp:// or smtps:// address with a host', () => {
    expect(readConfig({ SMTP_URL: ' smtp://user:pass@mail.example:587 ' }).smtpUrl).toBe(
      'smtp://user:pass@mail.example:587',
    );
    expect(readConfig({ SMTP_URL: 'smtps://mail.example' }).smtpUrl).toBe('smtps://mail.example');
    expect(readConfig({ SMTP_URL: '' }).smtpUrl).toBeNull();
  });

  it('refuses to start with anything else', () => {
    for (const wrong of [
      'mail.example:587',
      'http://mail.example',
      'smtp://',
      'smtp://user:pw@host:notaport',
    ])
      expect(() => readConfig({ SMTP_URL: wrong }), wrong).toThrow('SMTP_URL');
  });
});
