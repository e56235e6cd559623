import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SubscriptionPage from '../../src/pages/SubscriptionPage';
import { getProfile, type Profile, setProfile } from '../../src/providers/profileStore';
import type { SubscriptionOverview } from '../../src/schema/subscription-overview';
import { renderWithAdmin } from './renderWithAdmin';

const plans = [
  { id: 1, name: 'Basis', monthlyPrice: 19, monthlyPriceInclVat: 22.99, maxUsers: 3, maxContracts: 50 },
  { id: 2, name: 'Zakelijk', monthlyPrice: 49, monthlyPriceInclVat: 59.29, maxUsers: 10, maxContracts: 500 },
  {
    id: 3,
    name: 'Onbeperkt',
    monthlyPrice: 129,
    monthlyPriceInclVat: 156.09,
    maxUsers: null,
    maxContracts: null,
  },
];
const company = {
  id: 8,
  name: 'Bakkerij De Korenschoof B.V.',
  kvkNumber: '30123456',
  vatNumber: 'NL123456782B01',
  address: 'Oudegracht 112',
  zipcode: '3511 AX',
  city: 'Utrecht',
  billingEmail: 'administratie@korenschoof.example',
  iban: 'NL91 ABNA 0417 1643 00',
};
const active: SubscriptionOverview = {
  company,
  status: 'active',
  subscription: {
    id: 4,
    plan: plans[1],
    startsAt: '2026-06-01',
    endsAt: null,
    cancelledOn: null,
    pendingChange: null,
  },
  usage: {
    users: { count: 5, limit: 10, planField: 'maxUsers' },
    contracts: { count: 38, limit: 500, planField: 'maxContracts' },
  },
  plans,
  invoices: [{ id: 7, number: '2026-00006', date: '2026-11-01', total: 59.29 }],
  termsUrl: 'https://contractbeheer.example/voorwaarden',
};
const none: SubscriptionOverview = {
  ...active,
  company: { ...company, name: 'Fietsenmaker Van Dijk', billingEmail: '', kvkNumber: '', vatNumber: '' },
  status: 'none',
  subscription: null,
  usage: {
    users: { count: 1, limit: null, planField: 'maxUsers' },
    contracts: { count: 0, limit: null, planField: 'maxContracts' },
  },
  invoices: [],
};

const profile = (roles: number[], subscribed = true) =>
  ({
    id: 3,
    name: 'Anna van Dijk',
    roles,
    company: { id: 8, name: company.name },
    subscription: subscribed
      ? { plan: 'Zakelijk', startsAt: '2026-06-01', endsAt: null, cancelledOn: null }
      : null,
    downloadToken: 'dl',
    impersonator: null,
  }) as Profile;

type Answer = { status?: number; body: unknown };
let answers: Record<string, Answer | ((body: unknown) => Answer)>;
const calls: { key: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const key = `${init.method ?? 'GET'} ${url}`;
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      const found = answers[key];
      const answer = typeof found === 'function' ? found(body) : found;
      if (!answer) return new Response(JSON.stringify({ message: 'not mocked' }), { status: 500 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  setProfile(null);
});

describe('SubscriptionPage with a subscription', () => {
  it('shows plan, prices, usage and invoices, and changes the plan from the next period', async () => {
    setProfile(profile([2]));
    const pending = {
      ...active.subscription,
      endsAt: '2026-11-30',
      pendingChange: { plan: plans[2], startsAt: '2026-12-01' },
    };
    answers = {
      'GET /api/subscription': { body: active },
      'POST /api/subscription/change': { body: { ...active, subscription: pending } },
    };
    renderWithAdmin(<SubscriptionPage />);
    expect(await screen.findByText('Zakelijk')).toBeInTheDocument();
    expect(screen.getByText('€ 49,00 excl. btw')).toBeInTheDocument();
    expect(screen.getByText('€ 59,29 incl. btw')).toBeInTheDocument();
    expect(screen.getByText('Actief')).toBeInTheDocument();
    expect(screen.getByText('5 van 10 gebruikers')).toBeInTheDocument();
    expect(screen.getByText('38 van 500 contracten')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pdf van factuur 2026-00006' })).toHaveAttribute(
      'href',
      '/api/invoices/7/pdf?_token=dl',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Pakket wijzigen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Onbeperkt/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Wijzigen per / }));
    expect(await screen.findByText('Vanaf 1 december 2026 wordt je pakket Onbeperkt.')).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/subscription/change')?.body).toEqual({ plan: 3 });
  });

  it("a plan below today's usage cannot be chosen and says why", async () => {
    setProfile(profile([2]));
    answers = { 'GET /api/subscription': { body: active } };
    renderWithAdmin(<SubscriptionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pakket wijzigen' }));
    const dialog = await screen.findByRole('dialog');
    const basis = within(dialog).getByRole('button', { name: /^Basis/ });
    expect(basis).toBeDisabled();
    expect(basis).toHaveTextContent('Te klein');
    expect(basis).toHaveTextContent('Je hebt 5 actieve gebruikers; het pakket Basis staat er 3 toe.');
    expect(within(dialog).getByRole('button', { name: /^Onbeperkt/ })).toBeEnabled();
  });

  it('shows a downgrade the server refuses (users added meanwhile) in the dialog', async () => {
    setProfile(profile([2]));
    const message = 'Je hebt 4 actieve gebruikers; het pakket Basis staat er 3 toe.';
    const fitting = {
      ...active,
      usage: { ...active.usage, users: { count: 3, limit: 10, planField: 'maxUsers' } },
    };
    answers = {
      'GET /api/subscription': { body: fitting },
      'POST /api/subscription/change': { status: 400, body: { message } },
    };
    renderWithAdmin(<SubscriptionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pakket wijzigen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /^Basis/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /^Wijzigen per / }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });

  it('cancels after "Weet je het zeker?"', async () => {
    setProfile(profile([2]));
    const cancelled = { ...active.subscription, endsAt: '2026-11-30', cancelledOn: '2026-11-23' };
    answers = {
      'GET /api/subscription': { body: active },
      'POST /api/subscription/cancel': { body: { ...active, status: 'cancelled', subscription: cancelled } },
    };
    renderWithAdmin(<SubscriptionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Abonnement opzeggen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Weet je het zeker?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abonnement opzeggen' }));
    expect(await screen.findByText('Opgezegd per 30 november 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pakket wijzigen' })).not.toBeInTheDocument();
  });

  it('edits the company details and shows the server errors on their fields', async () => {
    setProfile(profile([2]));
    answers = {
      'GET /api/subscription': { body: active },
      'PUT /api/companies/8': {
        status: 400,
        body: { message: 'Validation failed', errors: { zipcode: 'app.validation.zipcode' } },
      },
    };
    renderWithAdmin(<SubscriptionPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Wijzigen' }));
    const zipcode = screen.getByLabelText(/^Postcode/);
    await userEvent.clear(zipcode);
    await userEvent.type(zipcode, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(zipcode).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.find((call) => call.key === 'PUT /api/companies/8')?.body).toMatchObject({
      zipcode: '12345',
    });
  });

  it('a dashboard reader sees plan and usage, but no buttons, bank account or invoices', async () => {
    setProfile(profile([4]));
    answers = {
      'GET /api/subscription': { body: { ...active, company: { ...company, iban: null }, invoices: null } },
    };
    renderWithAdmin(<SubscriptionPage />);
    expect(await screen.findByText('5 van 10 gebruikers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pakket wijzigen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wijzigen' })).not.toBeInTheDocument();
    expect(screen.queryByText('IBAN')).not.toBeInTheDocument();
    expect(screen.queryByText('Laatste facturen')).not.toBeInTheDocument();
  });
});

describe('SubscriptionPage without a subscription', () => {
  it('the company admin chooses a plan, completes the details, accepts the terms and starts', async () => {
    setProfile(profile([2], false));
    answers = {
      'GET /api/subscription': { body: none },
      'POST /api/subscription/start': { status: 201, body: active },
      'GET /api/auth/profile': { body: profile([2]) },
    };
    renderWithAdmin(<SubscriptionPage />);
    expect(await screen.findByText('Geen actief abonnement')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abonnement starten' }));
    expect(await screen.findByText('Kies een pakket')).toBeInTheDocument();
    expect(screen.getByText('Ga akkoord met de algemene voorwaarden om te starten.')).toBeInTheDocument();
    expect(calls.some((call) => call.key.startsWith('POST'))).toBe(false);
    // The terms to accept can be read first, beside the page.
    const terms = screen.getByRole('link', {
      name: 'Lees de algemene voorwaarden (opent in een nieuw tabblad)',
    });
    expect(terms).toHaveAttribute('href', 'https://contractbeheer.example/voorwaarden');
    expect(terms).toHaveAttribute('target', '_blank');

    await userEvent.click(screen.getByRole('button', { name: /^Basis/ }));
    await userEvent.type(screen.getByLabelText(/^Factuur-e-mailadres/), 'facturen@vandijk.example');
    await userEvent.click(screen.getByLabelText('Ik ga akkoord met de algemene voorwaarden'));
    await userEvent.click(screen.getByRole('button', { name: 'Abonnement starten' }));

    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(calls.find((call) => call.key === 'POST /api/subscription/start')?.body).toMatchObject({
      plan: 1,
      acceptTerms: true,
      company: { name: 'Fietsenmaker Van Dijk', billingEmail: 'facturen@vandijk.example', city: 'Utrecht' },
    });
    expect(getProfile()?.subscription?.plan).toBe('Zakelijk');
  });

  it('a contract manager is told that only the company admin can start one', async () => {
    setProfile(profile([3], false));
    answers = { 'GET /api/subscription': { body: none } };
    renderWithAdmin(<SubscriptionPage />);
    expect(
      await screen.findByText(/Alleen de beheerder van je bedrijf kan een abonnement starten/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Abonnement starten' })).not.toBeInTheDocument();
  });
});
