import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../../src/providers/profileStore';
import {
  choose,
  contract,
  DATA,
  errorOf,
  fakeData,
  heading,
  nextStep,
  profile,
  renderWizard,
  stubOptionsEndpoint,
} from './wizardFixtures';

const SUPPLIER = /^Leverancier( \*)?$/;

const hasAsterisk = (label: RegExp) =>
  screen.getByLabelText(label).closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-asterisk') !=
  null;

import { getAlertDefaults } from '../../../src/resources/contracts/contractApi';
import { BUILT_IN_ALERT_DEFAULTS } from '../../../src/schema/alert-defaults';

vi.mock('../../../src/resources/contracts/contractApi', async (original) => ({
  ...(await original<object>()),
  listDocuments: vi.fn(async () => []),
  getAlertDefaults: vi.fn(async () => BUILT_IN_ALERT_DEFAULTS),
}));

// Several steps are filled in as a user would, option lists included.
vi.setConfig({ testTimeout: 20_000 });

describe('contract wizard steps', () => {
  beforeEach(() => {
    setProfile(profile([2]));
    stubOptionsEndpoint();
  });
  afterEach(() => setProfile(null));

  it('General: asks number, reference, type and description; blocks on the required ones, then moves on', async () => {
    renderWizard('/contracts/create', fakeData());
    expect(await heading('Algemeen')).toBeInTheDocument();
    for (const step of [
      'Algemeen',
      'Leverancier & personen',
      'Datums & opzegging',
      'Meldingen',
      'Specificaties',
      'Documenten',
    ]) {
      expect(screen.getByText(step, { selector: '.MuiStepLabel-label' })).toBeInTheDocument();
    }
    expect(hasAsterisk(/Contractnummer/)).toBe(true);
    expect(hasAsterisk(/Referentie/)).toBe(false);
    expect(screen.getByLabelText(/Omschrijving/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Bedrijf/)).not.toBeInTheDocument();

    await nextStep();
    await waitFor(() => expect(errorOf(/Contractnummer/)).toBe('Verplicht'));
    expect(errorOf(/^Type/)).toBe('Verplicht');
    expect(screen.getByRole('heading', { level: 2, name: 'Algemeen' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Contractnummer/), 'CT-1');
    await choose(/^Type/, 'Energie');
    expect(errorOf(/Contractnummer/)).toBeNull();
    await nextStep();
    expect(await heading('Leverancier & personen')).toBeInTheDocument();
  });

  it('asks a platform admin for the company', async () => {
    setProfile({ ...profile([1]), company: null } as never);
    renderWizard('/contracts/create', fakeData());
    await heading('Algemeen');
    expect(hasAsterisk(/Bedrijf/)).toBe(true);
  });

  it('Supplier & people: suppliers of the chosen type, contacts of the chosen supplier, required fields', async () => {
    const dataProvider = fakeData();
    renderWizard('/contracts/create', dataProvider);
    await userEvent.type(await screen.findByLabelText(/Contractnummer/), 'CT-1');
    await choose(/^Type/, 'Energie');
    await nextStep();
    await heading('Leverancier & personen');
    expect(screen.getByRole('combobox', { name: /Contactpersoon leverancier/ })).toBeDisabled();

    await nextStep();
    await waitFor(() => expect(errorOf(SUPPLIER)).toBe('Verplicht'));
    expect(errorOf(/^Locatie/)).toBe('Verplicht');

    await userEvent.click(screen.getByRole('combobox', { name: SUPPLIER }));
    expect(await screen.findByRole('option', { name: 'Vattenfall' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'CSU' })).not.toBeInTheDocument();
    // Names from the options endpoint, narrowed by the filter (server/resources/options.ts).
    const asked = vi.mocked(fetch).mock.calls.map(([input]) => decodeURIComponent(String(input)));
    expect(
      asked.some((url) => url.includes('suppliers/list?') && url.includes('filter={"supplierType":1}')),
    ).toBe(true);
    await userEvent.click(screen.getByRole('option', { name: 'Vattenfall' }));

    await userEvent.click(screen.getByRole('combobox', { name: /Contactpersoon leverancier/ }));
    expect(await screen.findByRole('option', { name: 'Jan Jansen' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Els Eneco' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Jan Jansen' }));

    await choose(/^Locatie/, 'Hoofdvestiging');
    await nextStep();
    expect(await heading('Datums & opzegging')).toBeInTheDocument();
  });

  it('offers a user restricted to locations only those locations', async () => {
    setProfile(profile([3], [31]));
    renderWizard('/contracts/create?step=2', fakeData());
    await heading('Leverancier & personen');
    await userEvent.click(screen.getByRole('combobox', { name: /^Locatie/ }));
    expect(await screen.findByRole('option', { name: 'Filiaal Noord' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Hoofdvestiging' })).not.toBeInTheDocument();
  });

  it('Dates & notice: the end date is required unless indefinite; indefinite hides it and the end alert', async () => {
    renderWizard('/contracts/create?step=3', fakeData());
    await heading('Datums & opzegging');
    expect(hasAsterisk(/Einddatum/)).toBe(true);
    await nextStep();
    await waitFor(() => expect(errorOf(/Einddatum/)).toBe('Verplicht'));

    await userEvent.type(screen.getByLabelText(/Ingangsdatum/), '2026-05-01');
    await userEvent.type(screen.getByLabelText(/Einddatum/), '2026-04-01');
    await nextStep();
    await waitFor(() => expect(errorOf(/Einddatum/)).toBe('De einddatum ligt vóór de ingangsdatum.'));

    await userEvent.click(screen.getByRole('switch', { name: 'Onbepaalde tijd' }));
    expect(screen.queryByLabelText(/Einddatum/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Stilzwijgende verlenging/)).not.toBeInTheDocument();
    await nextStep();
    await heading('Kosten');
    await nextStep();
    expect(await heading('Meldingen')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Melding vóór de einddatum' })).not.toBeInTheDocument();
    expect(screen.getByText(/heeft geen einddatum, dus ook geen melding/)).toBeInTheDocument();
  });

  it('Alerts start as the company’s defaults: the notice alert with a notice period, not the end alert', async () => {
    vi.mocked(getAlertDefaults).mockResolvedValueOnce({
      notice: { enabled: true, amount: 2, unit: 'months' },
      end: { enabled: true, amount: 14, unit: 'days' },
    });
    renderWizard('/contracts/create?step=3', fakeData());
    await heading('Datums & opzegging');
    await userEvent.type(screen.getByLabelText(/Einddatum/), '2027-06-30');
    await userEvent.type(screen.getByLabelText(/Opzegtermijn/), '1');
    await nextStep();
    await heading('Kosten');
    await nextStep();
    await heading('Meldingen');
    expect(screen.getByRole('switch', { name: 'Melding vóór de opzegdatum' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Melding vóór de einddatum' })).not.toBeChecked();
    const [endAdvance, noticeAdvance] = screen.getAllByLabelText(/Vooraf/);
    expect(noticeAdvance).toHaveValue(2);
    expect(endAdvance).toHaveValue(14);
  });

  it('asks the offers opt-in only for a type suitable for purchasing advice', async () => {
    const { unmount } = renderWizard('/contracts/5/edit?step=3', fakeData());
    expect(await screen.findByRole('switch', { name: 'Offertes ontvangen' })).toBeInTheDocument();
    unmount();
    const cleaningContract = { ...contract, supplierType: 2, specifications: [] };
    renderWizard('/contracts/5/edit?step=3', fakeData({}, { ...DATA, contracts: [cleaningContract] }));
    await heading('Datums & opzegging');
    await waitFor(() => expect(screen.getByDisplayValue('31-12-2027')).toBeInTheDocument());
    expect(screen.queryByRole('switch', { name: 'Offertes ontvangen' })).not.toBeInTheDocument();
  });

  it('Alerts: an enabled alert needs its advance; the notice alert needs a notice period', async () => {
    renderWizard('/contracts/create?step=5', fakeData());
    await heading('Meldingen');
    expect(screen.getByRole('switch', { name: 'Melding vóór de opzegdatum' })).toBeDisabled();
    expect(screen.getByText('Stel eerst een opzegtermijn in bij Datums & opzegging.')).toBeInTheDocument();
    // Without a notice period the end alert is on, as the company's defaults say.
    expect(screen.getByRole('switch', { name: 'Melding vóór de einddatum' })).toBeChecked();
    const [endAdvance] = screen.getAllByLabelText(/Vooraf/);
    expect(endAdvance).toHaveValue(30);

    await userEvent.clear(endAdvance);
    await nextStep();
    await waitFor(() => expect(screen.getByText('Vul in hoe lang van tevoren.')).toBeInTheDocument());
    await userEvent.type(screen.getAllByLabelText(/Vooraf/)[0], '2');
    await nextStep();
    expect(await heading('Specificaties')).toBeInTheDocument();
    expect(screen.getByText(/Kies eerst een type bij Algemeen/)).toBeInTheDocument();
  });

  it('Specifications: the chosen type’s fields by field type; a required one blocks the step', async () => {
    renderWizard('/contracts/5/edit?step=6', fakeData());
    await heading('Specificaties');
    const power = await screen.findByLabelText(/Aansluitwaarde/);
    expect(power).toHaveValue(25);
    expect(hasAsterisk(/Aansluitwaarde/)).toBe(true);
    expect(screen.getByRole('switch', { name: 'Groene stroom' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Netbeheerder' })).toHaveValue('Liander');

    await userEvent.clear(power);
    await nextStep();
    await waitFor(() => expect(errorOf(/Aansluitwaarde/)).toBe('Verplicht'));
    expect(screen.getByText('Controleer deze stap')).toBeInTheDocument();
    await userEvent.type(power, '40');
    await nextStep();
    expect(await heading('Documenten')).toBeInTheDocument();
  });

  it('Specifications follow the type: another type shows its own fields', async () => {
    renderWizard('/contracts/5/edit?step=1', fakeData());
    await heading('Algemeen');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('Energie'));
    await choose(/^Type/, 'Schoonmaak');
    await userEvent.click(screen.getByRole('tab', { name: /Specificaties/ }));
    expect(await screen.findByLabelText(/Frequentie/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Aansluitwaarde/)).not.toBeInTheDocument();
  });

  it('edit opens on ?step=3 with the record’s values', async () => {
    renderWizard('/contracts/5/edit?step=3', fakeData());
    expect(await heading('Datums & opzegging')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Einddatum/)).toHaveValue('31-12-2027'));
    expect(screen.getByLabelText(/Ingangsdatum/)).toHaveValue('01-01-2026');
    expect(screen.getByLabelText(/Opzegtermijn/)).toHaveValue(3);
    expect(screen.getByRole('button', { name: /Opslaan/ })).toBeInTheDocument();
  });

  it('Costs: an amount per period without its period stops the step', async () => {
    renderWizard('/contracts/create?step=4', fakeData());
    await heading('Kosten');
    await userEvent.type(screen.getByLabelText(/Bedrag per periode/), '400');
    await nextStep();
    await waitFor(() => expect(errorOf(/^Periode/)).toBe('Vul zowel het bedrag als de periode in.'));
    expect(await heading('Kosten')).toBeInTheDocument();
  });

  it('Costs: an amount per period makes the yearly value, also shown incl. VAT', async () => {
    renderWizard('/contracts/5/edit?step=4', fakeData());
    await heading('Kosten');
    const yearly = () => screen.getByLabelText(/Jaarwaarde/);
    await waitFor(() => expect(yearly()).toHaveValue('1.200,00'));
    expect(yearly()).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/Bedrag per periode/), '400');
    await choose(/^Periode/, 'per kwartaal');
    await userEvent.type(screen.getByLabelText(/Btw-tarief/), '21');
    await waitFor(() => expect(yearly()).toHaveValue('1.600,00'));
    expect(yearly()).toBeDisabled();
    expect(screen.getByTestId('yearly-cost-incl')).toHaveTextContent('Jaarwaarde incl. btw: € 1.936,00');
  });
});
