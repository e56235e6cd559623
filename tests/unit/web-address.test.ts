import { describe, expect, it } from 'vitest';
import { isWebAddress, normaliseWebAddress } from '../../src/schema/web-address';

const accepted = (typed: string) => isWebAddress(normaliseWebAddress(typed));

describe('web addresses', () => {
  it('puts https:// before an address typed without a scheme, and keeps one typed with it', () => {
    expect(normaliseWebAddress('www.eneco.nl')).toBe('https://www.eneco.nl');
    expect(normaliseWebAddress('http://eneco.nl')).toBe('http://eneco.nl');
    expect(normaliseWebAddress('HTTPS://Eneco.nl/zakelijk')).toBe('HTTPS://Eneco.nl/zakelijk');
  });

  it.each([
    'www.eneco.nl',
    'eneco.nl/zakelijk?tab=stroom#tarieven',
    'https://www.vattenfall.nl',
    'http://sub.domein-met-streep.co.uk:8080/pad',
    'https://bücher.de',
    'https://xn--bcher-kva.de',
  ])('accepts %s', (typed) => {
    expect(accepted(typed)).toBe(true);
  });

  it.each([
    'geen url hier',
    'eneco',
    'localhost:3000',
    'https://192.168.1.1',
    'javascript:alert(1)',
    'mailto:info@eneco.nl',
    'ftp://eneco.nl',
    'https://user:secret@eneco.nl',
    'https://-eneco.nl',
    'https://eneco.nl-',
    'https://eneco.123',
    'https://',
  ])('refuses %s', (typed) => {
    expect(accepted(typed)).toBe(false);
  });
});
