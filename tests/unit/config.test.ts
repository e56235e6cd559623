/** The seller's details printed on every invoice are checked when the server reads its settings. */
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
