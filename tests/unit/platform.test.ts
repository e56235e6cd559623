/** The pure parts of onboarding and the platform dashboard: the input check, the links, the route guard. */
import { describe, expect, it } from 'vitest';
import { parseOnboarding, prefixErrors, validField } from '../../src/schema/onboarding';
import { platformNumberLink } from '../../src/schema/platform-summary';
import { decideRoute } from '../../src/schema/routes';

const valid = {
  company: {
    name: 'Het Anker',
    address: 'Melkmarkt 1',
    zipcode: '8011ab',
    city: 'Zwolle',
    billingEmail: 'factuur@hetanker.nl',
    iban: 'nl91abna0417164300',
  },
  subscription: { plan: 2, startsAt: '2026-11-01' },
  admin: { firstName: 'Anna', lastName: 'Vries', emailAddress: 'Anna@HetAnker.nl' },
};

describe('parseOnboarding', () => {
  it('gives the parts as the resources store them', () => {
    const { parts, errors } = parseOnboarding(valid);
    expect(errors).toEqual({});
    expect(parts.company).toMatchObject({
      zipcode: '8011 AB',
      iban: 'NL91 ABNA 0417 1643 00',
      kvkNumber: '',
    });
    expect(parts.admin).toMatchObject({ emailAddress: 'Anna@HetAnker.nl', affix: '' });
  });

  it('names every error of every part, the invoice details of the company included', () => {
    const { errors } = parseOnboarding({
      company: { ...valid.company, name: ' ', city: '', billingEmail: undefined },
      subscription: { plan: 'twee' },
      admin: { ...valid.admin, emailAddress: 'anna' },
    });
    expect(errors).toEqual({
      'company.name': 'app.validation.required',
      'company.city': 'app.validation.required',
      'company.billingEmail': 'app.validation.required',
      'subscription.plan': 'app.validation.reference',
      'subscription.startsAt': 'app.validation.required',
      'admin.emailAddress': 'app.validation.email',
    });
  });

  it('reads one field even when its part fails, for the stored checks', () => {
    const body = { admin: { emailAddress: 'anna@hetanker.nl' } };
    expect(validField(body, 'admin', 'emailAddress')).toBe('anna@hetanker.nl');
    expect(validField(body, 'subscription', 'plan')).toBeUndefined();
    expect(prefixErrors('admin', { emailAddress: 'x' })).toEqual({ 'admin.emailAddress': 'x' });
  });
});

describe('the platform dashboard links', () => {
  it('open the lists the numbers count', () => {
    expect(platformNumberLink('companies', '2026-11')).toBe('/companies');
    expect(decodeURIComponent(platformNumberLink('invoicesThisMonth', '2026-11'))).toBe(
      '/invoices?filter={"month":"2026-11"}',
    );
    expect(decodeURIComponent(platformNumberLink('mailsFailed', '2026-11'))).toBe(
      '/mails?filter={"status":"failed"}',
    );
    expect(decodeURIComponent(platformNumberLink('offerRequestsSent', '2026-11'))).toBe(
      '/offer-requests?filter={"status":"sent"}',
    );
    expect(decodeURIComponent(platformNumberLink('offersNew', '2026-11'))).toBe(
      '/offers?filter={"status":"new"}',
    );
  });
});

describe('the route of Nieuw bedrijf', () => {
  it('lets platform admins in and nobody else', () => {
    expect(decideRoute({ roles: [1], hasSubscription: false }, '/companies/create')).toEqual({
      kind: 'allow',
    });
    for (const role of [2, 3, 4] as const)
      expect(decideRoute({ roles: [role], hasSubscription: true }, '/companies/create')).toEqual({
        kind: 'redirect',
        to: '/login',
      });
    expect(decideRoute(null, '/companies/create')).toEqual({ kind: 'redirect', to: '/login' });
  });
});
