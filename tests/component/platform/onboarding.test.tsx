import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OnboardingPage from '../../../src/pages/onboarding/OnboardingPage';
import { renderWithAdmin } from '../renderWithAdmin';

const { http } = vi.hoisted(() => ({ http: vi.fn() }));
vi.mock('../../../src/providers/httpClient', async (original) => ({
  ...(await original<typeof import('../../../src/providers/httpClient')>()),
  httpClient: http,
}));

/** Only the active plans are asked for; the page shows them with their price. */
const plans = vi.fn(async () => ({
  data: [
    { id: 1, name: 'Basis', monthlyPrice: 19, active: true },
    { id: 2, name: 'Zakelijk', monthlyPrice: 49, active: true },
  ],
  total: 2,
}));
const dataProvider = { getList: plans, getMany: async () => ({ data: [] }) } as unknown as DataProvider;

const renderPage = () =>
  renderWithAdmin(
    <Routes>
      <Route path="/companies/create" element={<OnboardingPage />} />
      <Route path="/companies/:id" element={<p>company page</p>} />
    </Routes>,
    { path: '/companies/create', dataProvider },
  );

/** Pasted rather than typed key by key: the same change events, a fraction of the time. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillIn() {
  await fill(screen.getByRole('textbox', { name: /^Naam/ }), 'Drukkerij Het Anker');
  await fill(screen.getByRole('textbox', { name: /^Adres/ }), 'Melkmarkt 1');
  await fill(screen.getByRole('textbox', { name: /^Postcode/ }), '8011ab');
  await fill(screen.getByRole('textbox', { name: /^Plaats/ }), 'Zwolle');
  await fill(screen.getByRole('textbox', { name: /^Factuur-e-mailadres/ }), 'factuur@hetanker.nl');
  await userEvent.click(screen.getByRole('combobox', { name: /^Pakket/ }));
  await userEvent.click(
    await screen.findByRole('option', { name: 'Zakelijk – € 49,00 per maand excl. btw' }),
  );
  await fill(screen.getByRole('textbox', { name: /^Voornaam/ }), 'Anna');
  await fill(screen.getByRole('textbox', { name: /^Achternaam/ }), 'Vries');
  await fill(screen.getByRole('textbox', { name: /^E-mailadres/ }), 'anna@hetanker.nl');
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Bedrijf aanmaken' }));

describe('Nieuw bedrijf', () => {
  afterEach(() => vi.clearAllMocks());

  it('has the three sections, the active plans and today as the start', async () => {
    renderPage();
    for (const name of ['Bedrijf', 'Abonnement', 'Eerste beheerder'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(plans).toHaveBeenCalledWith('plans', expect.objectContaining({ filter: { active: true } }));
    // Today in the Netherlands, shown the Dutch way.
    const today = new Date().toLocaleDateString('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    expect(screen.getByLabelText(/^Ingangsdatum/)).toHaveValue(today);
  });

  it('checks the fields with the resources rules before sending anything', async () => {
    renderPage();
    await fill(screen.getByRole('textbox', { name: /^KvK-nummer/ }), '123');
    await submit();
    expect(await screen.findByText('Een KvK-nummer bestaat uit 8 cijfers')).toBeInTheDocument();
    expect(screen.getAllByText('Verplicht').length).toBeGreaterThanOrEqual(5);
    expect(http).not.toHaveBeenCalled();
  });

  it("shows the server's errors on their fields", async () => {
    http.mockRejectedValue(
      Object.assign(new Error('Validation failed'), {
        status: 400,
        body: { errors: { 'admin.emailAddress': 'app.validation.unique' } },
      }),
    );
    renderPage();
    await fillIn();
    await submit();
    expect(await screen.findByText('Deze waarde is al in gebruik')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mailadres/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the three parts and opens the new company', async () => {
    http.mockResolvedValue({
      status: 201,
      headers: new Headers(),
      body: '',
      json: { company: 9, subscription: 4, admin: 21 },
    });
    renderPage();
    await fillIn();
    await submit();
    expect(await screen.findByText('company page')).toBeInTheDocument();
    const [path, options] = http.mock.calls[0];
    expect(path).toBe('onboarding');
    const sent = JSON.parse(options.body);
    expect(sent.company).toMatchObject({ name: 'Drukkerij Het Anker', zipcode: '8011ab' });
    expect(sent.subscription).toMatchObject({ plan: 2 });
    expect(sent.admin).toMatchObject({
      firstName: 'Anna',
      lastName: 'Vries',
      emailAddress: 'anna@hetanker.nl',
    });
    expect(options.method).toBe('POST');
  });
});
