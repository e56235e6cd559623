import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppNotification } from '../../../src/components/Toast';
import { setProfile } from '../../../src/providers/profileStore';
import { ContractDetail } from '../../../src/resources/contracts/ContractDetail';
import * as api from '../../../src/resources/contracts/contractApi';
import type { ContractOffer } from '../../../src/resources/contracts/offers/offerApi';
import * as offers from '../../../src/resources/contracts/offers/offerApi';
import { addDays, dayOf } from '../../../src/schema/contract-dates';
import { renderWithAdmin } from '../renderWithAdmin';
import { energy, fakeData, inContracts, profile, related } from './views-fixtures';

vi.mock('../../../src/resources/contracts/contractApi', async (original) => ({
  ...(await original<typeof import('../../../src/resources/contracts/contractApi')>()),
  listDocuments: vi.fn(),
  deleteDocument: vi.fn(),
  uploadDocument: vi.fn(),
  listManualAlerts: vi.fn(),
  listDeliveries: vi.fn(),
  listOutcomes: vi.fn(async () => []),
  addManualAlert: vi.fn(),
  removeManualAlert: vi.fn(),
  updateManualAlert: vi.fn(),
  archiveContract: vi.fn(),
  handleDeadline: vi.fn(),
}));

vi.mock('../../../src/resources/contracts/offers/offerApi', async (original) => ({
  ...(await original<typeof import('../../../src/resources/contracts/offers/offerApi')>()),
  contractOffers: vi.fn(),
  decideOffer: vi.fn(),
}));

const contract = vi.mocked(api);
const offersApi = vi.mocked(offers);

/** An offer 10 % below the contract's yearly value (€ 12.500), with its PDF. */
const cheaper: ContractOffer = {
  id: 31,
  request: 41,
  sponsor: 'Inkoopcollectief Midden-Nederland',
  yearlyPrice: 11_250,
  // Still valid: an offer past its validity takes no decision.
  validUntil: addDays(dayOf(), 30),
  description: 'Groene stroom, vaste prijs',
  status: 'new',
  createdAt: '2026-09-01T10:00:00.000Z',
  difference: { euros: -1250, percent: -10 },
  pdf: { fileName: 'aanbod.pdf', url: '/api/contracts/1/offers/31/pdf' },
};

// Dialogs are filled in as a user would, which takes a while on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const invoice = {
  id: 11,
  fileName: 'contract-getekend.pdf',
  contentType: 'application/pdf',
  size: 262_144,
  createdAt: '2026-03-02T10:00:00.000Z',
  uploadedBy: { id: 7, name: 'Anna Dijk' },
  url: '/api/contracts/1/documents/11',
};

const reminder = {
  id: 21,
  sendOn: '2026-08-01',
  message: 'Offertes opvragen',
  receivers: [8],
  enabled: true,
  createdAt: '2026-03-02T10:00:00.000Z',
  createdBy: null,
};

/** The detail page at /contracts/:id, the list's address beside it, and the toasts. */
const openDetail = (dataProvider = fakeData(), id = 1) =>
  renderWithAdmin(
    inContracts(
      <>
        <Routes>
          <Route path="/contracts/:id" element={<ContractDetail />} />
          <Route path="/contracts" element={<p>contract list</p>} />
        </Routes>
        <AppNotification />
      </>,
    ),
    { dataProvider, path: `/contracts/${id}` },
  );

/** The value shown under a label of the summary or specifications. */
const shownValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('contract detail', () => {
  beforeEach(() => {
    setProfile(profile([2]));
    contract.listDocuments.mockResolvedValue([invoice]);
    contract.listManualAlerts.mockResolvedValue([reminder]);
    contract.listDeliveries.mockResolvedValue([]);
    contract.deleteDocument.mockResolvedValue();
    contract.removeManualAlert.mockResolvedValue();
    contract.archiveContract.mockImplementation(async (_id, archived) => ({ ...energy, archived }));
    offersApi.contractOffers.mockResolvedValue({ requests: [], offers: [], shares: [] });
    offersApi.decideOffer.mockResolvedValue();
  });
  afterEach(() => {
    setProfile(null);
    vi.clearAllMocks();
  });

  it('summarises the contract with Dutch dates, euros and the computed deadline', async () => {
    openDetail();
    await screen.findByRole('heading', { name: 'CT-2026-001' });
    expect(shownValue('Ingangsdatum')).toHaveTextContent('Geen startdatum');
    expect(shownValue('Einddatum')).toHaveTextContent('31 december 2026');
    expect(shownValue('Huidige einddatum')).toHaveTextContent('31 december 2026');
    expect(shownValue('Uiterste opzegdatum')).toHaveTextContent('30 september 2026');
    expect(shownValue('Dagen te gaan')).toHaveTextContent('nog 45 dagen');
    expect(shownValue('Opzegtermijn')).toHaveTextContent('3 maanden');
    expect(shownValue('Stilzwijgende verlenging')).toHaveTextContent(
      'Wordt stilzwijgend verlengd met 12 maanden',
    );
    expect(shownValue('Jaarwaarde excl. btw')).toHaveTextContent('€ 12.500,00');
    expect(shownValue('Melding vóór de opzegdatum')).toHaveTextContent('1 maand van tevoren');
    expect(shownValue('Melding vóór de einddatum')).toHaveTextContent('Uit');
    expect(shownValue('Leverancier')).toHaveTextContent('Vattenfall');
    await waitFor(() => expect(shownValue('Locatie')).toHaveTextContent('Hoofdvestiging'));
    await waitFor(() => expect(shownValue('Ontvangers van meldingen')).toHaveTextContent('Bram de Vries'));
    // The type asks for offers, so the opt-in shows.
    await waitFor(() => expect(shownValue('Offertes ontvangen')).toHaveTextContent('Ja'));
    // Specifications read by their field types.
    expect(shownValue('Verbruik per jaar')).toHaveTextContent('€ 1.250,50');
    expect(shownValue('Groene stroom')).toHaveTextContent('Ja');
    expect(shownValue('Ingangsdatum levering')).toHaveTextContent('14-04-2026');
    // Sections lead to their wizard step.
    expect(screen.getByRole('link', { name: 'Datums & opzegging bewerken' })).toHaveAttribute(
      'href',
      '/contracts/1/edit?step=3',
    );
    expect(screen.getByRole('link', { name: 'Bewerken' })).toHaveAttribute('href', '/contracts/1/edit');
  });

  it('groups the costs in a section of their own, titled as their wizard step', async () => {
    const costly = {
      ...energy,
      costAmount: 1041.67,
      costPeriod: 'month',
      vatRate: 21,
      yearlyValueInclVat: 15125,
    };
    openDetail(
      fakeData({ getOne: vi.fn(async () => ({ data: costly })) as unknown as DataProvider['getOne'] }),
    );
    const costs = await screen.findByRole('region', { name: 'Kosten' });
    expect(within(costs).getByText('Bedrag per periode').nextElementSibling).toHaveTextContent('€ 1.041,67');
    expect(within(costs).getByText('Periode').nextElementSibling).toHaveTextContent('per maand');
    expect(within(costs).getByText('Jaarwaarde excl. btw').nextElementSibling).toHaveTextContent(
      '€ 12.500,00',
    );
    expect(within(costs).getByText('Jaarwaarde incl. btw').nextElementSibling).toHaveTextContent(
      '€ 15.125,00',
    );
    const dates = screen.getByRole('region', { name: 'Datums & opzegging' });
    expect(within(dates).queryByText(/Jaarwaarde|Bedrag|Btw/)).not.toBeInTheDocument();
    expect(within(costs).getByRole('link', { name: 'Kosten bewerken' })).toHaveAttribute(
      'href',
      '/contracts/1/edit?step=4',
    );
  });

  it('names the owner as the receiver of the alerts when none are chosen', async () => {
    const unchosen = { ...energy, receivers: [] };
    openDetail(
      fakeData({ getOne: vi.fn(async () => ({ data: unchosen })) as unknown as DataProvider['getOne'] }),
    );
    await screen.findByRole('heading', { name: 'CT-2026-001' });
    await waitFor(() =>
      expect(shownValue('Ontvangers van meldingen')).toHaveTextContent(
        'Anna Dijk (de eigenaar; er zijn geen ontvangers gekozen)',
      ),
    );
  });

  it('lists the alerts that were mailed: what about, to whom, when, and how it went', async () => {
    contract.listDeliveries.mockResolvedValue([
      {
        id: 2,
        kind: 'notice',
        targetOn: '2026-09-30',
        toAddress: 'bram@bakkerij.nl',
        receiver: { id: 8, name: 'Bram de Vries' },
        createdAt: '2026-08-31T06:00:00.000Z',
        status: 'sent',
        sentAt: '2026-08-31T06:00:05.000Z',
      },
      {
        id: 1,
        kind: 'manual',
        targetOn: '2026-08-01',
        toAddress: 'anna@bakkerij.nl',
        receiver: null,
        createdAt: '2026-08-01T05:00:00.000Z',
        status: 'failed',
        sentAt: null,
      },
    ]);
    openDetail();
    const card = (await screen.findByText('Verzonden meldingen')).closest('.MuiCard-root') as HTMLElement;
    const items = await within(card).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Opzegdatum 30 september 2026');
    expect(items[0]).toHaveTextContent('Bram de Vries · bram@bakkerij.nl');
    // Sent at 06:00 UTC is 08:00 in the Netherlands in summer.
    expect(items[0]).toHaveTextContent('Verzonden 31-08-2026 08:00');
    expect(items[1]).toHaveTextContent('Handmatige melding van 1 augustus 2026');
    expect(items[1]).toHaveTextContent('anna@bakkerij.nl');
    expect(items[1]).toHaveTextContent('Mislukt');
  });

  it('shows the current term with what became of it, and the earlier terms', async () => {
    contract.listOutcomes.mockResolvedValue([
      {
        id: 4,
        termEndsAt: '2026-12-31',
        noticeDeadline: '2026-09-30',
        outcome: 'cancelled',
        newEndsAt: null,
        followUp: null,
        note: 'Per aangetekende brief',
        handledBy: { id: 8, name: 'Bram de Vries' },
        via: 'link',
        handledAt: '2026-09-02T07:30:00.000Z',
      },
      {
        id: 3,
        termEndsAt: '2025-12-31',
        noticeDeadline: '2025-09-30',
        outcome: 'renewed',
        newEndsAt: '2026-12-31',
        followUp: null,
        note: null,
        handledBy: { id: null, name: 'Anna Dijk' },
        via: 'app',
        handledAt: '2025-09-12T10:00:00.000Z',
      },
    ]);
    const handled = {
      ...energy,
      status: 'cancelled',
      handled: true,
      handledOutcome: 'cancelled',
      handledTermEndsAt: '2026-12-31',
    };
    openDetail(fakeData({ getOne: vi.fn(async () => ({ data: handled })) } as Partial<DataProvider>));
    const card = (await screen.findByText('Termijn en afloop')).closest('.MuiCard-root') as HTMLElement;
    expect(await within(card).findByText('Opgezegd · Bram de Vries, 02-09-2026 09:30')).toBeInTheDocument();
    expect(within(card).getByText('via de link in de meldingsmail')).toBeInTheDocument();
    expect(within(card).getByText('Per aangetekende brief')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ongedaan maken' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Afhandelen' })).not.toBeInTheDocument();
    expect(within(card).getByText('Verlengd tot 31 december 2026')).toBeInTheDocument();
    // Cancelled: the agreed tacit renewal no longer happens, and the summary says so.
    expect(shownValue('Stilzwijgende verlenging')).toHaveTextContent('Wordt niet meer verlengd');
  });

  it('names a renewal of one month in the singular', async () => {
    openDetail(
      fakeData({
        getOne: vi.fn(async () => ({ data: { ...energy, renewalMonths: 1 } })),
      } as Partial<DataProvider>),
    );
    await screen.findByRole('heading', { name: 'CT-2026-001' });
    expect(shownValue('Stilzwijgende verlenging')).toHaveTextContent(/verlengd met 1 maand$/);
  });

  it('says so when the contract is not found', async () => {
    openDetail(fakeData(), 99);
    expect(await screen.findByText('Contract niet gevonden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Naar de contracten' })).toHaveAttribute('href', '/contracts');
  });

  it('lists documents with size, date and uploader, and deletes one after confirmation', async () => {
    openDetail();
    const link = await screen.findByRole('link', { name: 'contract-getekend.pdf' });
    expect(link).toHaveAttribute('href', '/api/contracts/1/documents/11?_token=dl-token');
    expect(screen.getByText('256 kB · 02-03-2026 · door Anna Dijk')).toBeInTheDocument();

    contract.listDocuments.mockResolvedValue([]);
    await userEvent.click(screen.getByRole('button', { name: 'contract-getekend.pdf verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Het document contract-getekend.pdf wordt definitief verwijderd.'),
    ).toBeInTheDocument();
    expect(contract.deleteDocument).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(contract.deleteDocument).toHaveBeenCalledWith(1, 11));
    expect(await screen.findByText('Nog geen documenten.')).toBeInTheDocument();
  });

  it('adds a manual alert with date, message and receivers, and removes one after confirmation', async () => {
    contract.addManualAlert.mockResolvedValue({ ...reminder, id: 22 });
    openDetail();
    expect(await screen.findByText('Offertes opvragen')).toBeInTheDocument();
    expect(screen.getByText('1 augustus 2026')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Melding toevoegen' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing filled in: the required fields say so and nothing is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(within(dialog).getAllByText('Verplicht')).toHaveLength(2);
    expect(contract.addManualAlert).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByLabelText(/Verzenddatum/), '2026-10-01');
    await userEvent.type(within(dialog).getByLabelText(/Bericht/), 'Opzeggen of verlengen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    // The receivers start as the contract's receivers.
    await waitFor(() =>
      expect(contract.addManualAlert).toHaveBeenCalledWith(1, {
        sendOn: '2026-10-01',
        message: 'Opzeggen of verlengen?',
        receivers: [8],
        enabled: true,
      }),
    );
    expect(await screen.findByText('Melding succesvol toegevoegd')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Melding van 1 augustus 2026 verwijderen' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(contract.removeManualAlert).toHaveBeenCalledWith(1, 21));
  });

  it('keeps a pasted message whole: counts its characters near the limit and refuses it beyond', async () => {
    openDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Melding toevoegen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Verzenddatum/), '2026-10-01');
    const message = within(dialog).getByLabelText(/Bericht/);
    await userEvent.click(message);
    await userEvent.paste('x'.repeat(1700));
    expect(within(dialog).getByText('1700 van 2000 tekens')).toBeInTheDocument();
    await userEvent.paste('y'.repeat(350));
    // Nothing cut: the whole text stays, and saving says by how much it is over.
    expect(message).toHaveValue(`${'x'.repeat(1700)}${'y'.repeat(350)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Te lang: 2050 tekens, hoogstens 2000')).toBeInTheDocument();
    expect(contract.addManualAlert).not.toHaveBeenCalled();
  });

  it('changes a manual alert in the same dialog, filled in with its values', async () => {
    contract.updateManualAlert.mockImplementation(async (_id, alertId, values) => ({
      ...reminder,
      ...values,
      id: alertId,
    }));
    openDetail();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Melding van 1 augustus 2026 wijzigen' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Melding wijzigen')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Verzenddatum/)).toHaveValue('01-08-2026');
    const message = within(dialog).getByLabelText(/Bericht/);
    expect(message).toHaveValue('Offertes opvragen');
    await userEvent.clear(message);
    await userEvent.type(message, 'Drie offertes opvragen');
    contract.listManualAlerts.mockResolvedValue([{ ...reminder, message: 'Drie offertes opvragen' }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(contract.updateManualAlert).toHaveBeenCalledWith(1, 21, {
        sendOn: '2026-08-01',
        message: 'Drie offertes opvragen',
        receivers: [8],
        enabled: true,
      }),
    );
    expect(await screen.findByText('Melding succesvol opgeslagen')).toBeInTheDocument();
    expect(await screen.findByText('Drie offertes opvragen')).toBeInTheDocument();
    expect(contract.addManualAlert).not.toHaveBeenCalled();
  });

  it('switches a manual alert off and on again, showing when it is off', async () => {
    contract.updateManualAlert.mockImplementation(async (_id, alertId, values) => ({
      ...reminder,
      ...values,
      id: alertId,
    }));
    openDetail();
    const toggle = await screen.findByRole('switch', { name: 'Melding van 1 augustus 2026 verzenden' });
    expect(toggle).toBeChecked();
    expect(screen.queryByText('Uitgeschakeld')).not.toBeInTheDocument();

    contract.listManualAlerts.mockResolvedValue([{ ...reminder, enabled: false }]);
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(contract.updateManualAlert).toHaveBeenCalledWith(1, 21, {
        sendOn: '2026-08-01',
        message: 'Offertes opvragen',
        receivers: [8],
        enabled: false,
      }),
    );
    expect(await screen.findByText('Melding uitgeschakeld')).toBeInTheDocument();
    expect(await screen.findByText('Uitgeschakeld')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Melding van 1 augustus 2026 verzenden' })).not.toBeChecked(),
    );

    contract.listManualAlerts.mockResolvedValue([reminder]);
    await userEvent.click(screen.getByRole('switch', { name: 'Melding van 1 augustus 2026 verzenden' }));
    await waitFor(() =>
      expect(contract.updateManualAlert).toHaveBeenLastCalledWith(
        1,
        21,
        expect.objectContaining({ enabled: true }),
      ),
    );
    expect(await screen.findByText('Melding ingeschakeld')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Uitgeschakeld')).not.toBeInTheDocument());
  });

  it('archives after confirmation and restores, each with its toast', async () => {
    const dataProvider = fakeData();
    openDetail(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Archiveren' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/verstuurt geen meldingen/)).toBeInTheDocument();
    related.contracts[0] = { ...energy, archived: true, status: 'archived' };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(contract.archiveContract).toHaveBeenCalledWith(1, true));
    expect(await screen.findByText('Contract succesvol gearchiveerd')).toBeInTheDocument();

    related.contracts[0] = energy;
    await userEvent.click(await screen.findByRole('button', { name: 'Herstellen' }));
    await waitFor(() => expect(contract.archiveContract).toHaveBeenCalledWith(1, false));
    expect(await screen.findByText('Contract succesvol hersteld')).toBeInTheDocument();
  });

  it('deletes after confirmation with the contract explanation', async () => {
    const dataProvider = fakeData();
    openDetail(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Weet je het zeker?')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Het contract en de documenten worden definitief verwijderd.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('contracts', expect.objectContaining({ id: 1 })),
    );
    expect(await screen.findByText('Contract succesvol verwijderd')).toBeInTheDocument();
    expect(screen.getByText('contract list')).toBeInTheDocument();
  });

  it('shows no changing buttons to those the rules refuse', async () => {
    // A contract manager restricted to another location may not change this contract.
    setProfile(profile([3], [9]));
    openDetail();
    await screen.findByRole('heading', { name: 'CT-2026-001' });
    await screen.findByText('contract-getekend.pdf');
    for (const name of ['Bewerken', 'Archiveren', 'Verwijderen', 'Melding toevoegen', 'Bestanden kiezen']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('shows an offer against the yearly value, with its PDF, and sends interest after confirming', async () => {
    offersApi.contractOffers.mockResolvedValue({
      requests: [{ id: 41, status: 'offered', noticeDeadline: '2026-09-30', sentAt: '2026-06-02' }],
      offers: [cheaper],
      shares: [
        {
          kind: 'request',
          sponsor: cheaper.sponsor,
          fields: ['request.type'],
          createdAt: '2026-06-02T07:00:00.000Z',
        },
      ],
    });
    openDetail();
    await screen.findByText('€ 11.250,00 per jaar');
    expect(screen.getByText('€ -1.250,00 (-10,0%) ten opzichte van nu')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'aanbod.pdf' })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/contracts/1/offers/31/pdf'),
    );
    expect(screen.getByText(/de aanvraag \(soort, specificaties/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Interesse' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Inkoopcollectief Midden-Nederland krijgt de naam van je bedrijf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Interesse' }));
    await waitFor(() => expect(offersApi.decideOffer).toHaveBeenCalledWith(1, 31, 'interest'));
    await screen.findByText('Interesse doorgegeven: de sponsor neemt contact op');
  });

  it('loads the offers anew when the term changes (its deadline handled as renewed)', async () => {
    contract.handleDeadline.mockResolvedValue(undefined as never);
    const renewed = {
      ...energy,
      endsAt: '2027-12-31',
      currentEndsAt: '2027-12-31',
      noticeDeadline: '2027-09-30',
    };
    // The contract as it is, then as the refresh after the handling reads it; other records as ever.
    const data = fakeData();
    let reads = 0;
    const getOne: DataProvider['getOne'] = async (resource, params) => {
      if (resource !== 'contracts') return data.getOne(resource, params);
      reads += 1;
      return { data: reads === 1 ? energy : renewed } as never;
    };
    openDetail({ ...data, getOne });
    const card = (await screen.findByText('Termijn en afloop')).closest('.MuiCard-root') as HTMLElement;
    await waitFor(() => expect(offersApi.contractOffers).toHaveBeenCalledTimes(1));
    await userEvent.click(within(card).getByRole('button', { name: 'Afhandelen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Verlengd/ }));
    await userEvent.type(within(dialog).getByLabelText(/^Nieuwe einddatum/), '31-12-2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Afhandelen' }));
    await waitFor(() =>
      expect(contract.handleDeadline).toHaveBeenCalledWith(
        1,
        expect.objectContaining({ outcome: 'renewed', endsAt: '2027-12-31' }),
      ),
    );
    await waitFor(() => expect(offersApi.contractOffers).toHaveBeenCalledTimes(2));
  }, 20_000);

  it('says what happens before a request and shows no decision to who may not change the contract', async () => {
    setProfile(profile([3], [9]));
    offersApi.contractOffers.mockResolvedValue({ requests: [], offers: [cheaper], shares: [] });
    openDetail();
    await screen.findByText('€ 11.250,00 per jaar');
    expect(
      screen.getByText(/Vanaf 120 dagen vóór de opzegdatum krijgen sponsoren je aanvraag/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Interesse' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Niet interessant' })).not.toBeInTheDocument();
  });

  it('shows an offer past its validity as Verlopen, without a decision', async () => {
    offersApi.contractOffers.mockResolvedValue({
      requests: [],
      offers: [{ ...cheaper, validUntil: addDays(dayOf(), -1) }],
      shares: [],
    });
    openDetail();
    await screen.findByText('€ 11.250,00 per jaar');
    expect(screen.getByText('Verlopen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Interesse' })).not.toBeInTheDocument();
  });
});
