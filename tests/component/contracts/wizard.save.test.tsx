import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../../src/providers/profileStore';
import { uploadDocument } from '../../../src/resources/contracts/contractApi';
import { BUILT_IN_ALERT_DEFAULTS } from '../../../src/schema/alert-defaults';
import {
  choose,
  errorOf,
  fakeData,
  heading,
  nextStep,
  profile,
  renderWizard,
  stubOptionsEndpoint,
} from './wizardFixtures';

vi.mock('../../../src/resources/contracts/contractApi', async (original) => ({
  ...(await original<object>()),
  listDocuments: vi.fn(async () => []),
  getAlertDefaults: vi.fn(async () => BUILT_IN_ALERT_DEFAULTS),
  uploadDocument: vi.fn(async (_contractId: number, file: File, onProgress: (fraction: number) => void) => {
    onProgress(0.5);
    onProgress(1);
    return { id: 1, fileName: file.name };
  }),
}));

// The whole wizard is walked through as a user would.
vi.setConfig({ testTimeout: 30_000 });

const save = () => userEvent.click(screen.getByRole('button', { name: /Opslaan/ }));

describe('saving the contract wizard', () => {
  beforeEach(() => {
    setProfile(profile([2]));
    stubOptionsEndpoint();
    vi.mocked(uploadDocument).mockClear();
  });
  afterEach(() => setProfile(null));

  it('creates the contract through every step, then uploads the chosen files and opens the detail page', async () => {
    const dataProvider = fakeData();
    renderWizard('/contracts/create', dataProvider);
    await userEvent.type(await screen.findByLabelText(/Contractnummer/), 'CT-9');
    await choose(/^Type/, 'Schoonmaak');
    await nextStep();
    await heading('Leverancier & personen');
    await choose(/^Leverancier( \*)?$/, 'CSU');
    await choose(/^Locatie/, 'Filiaal Noord');
    await nextStep();
    await heading('Datums & opzegging');
    await userEvent.type(screen.getByLabelText(/Einddatum/), '2027-06-30');
    await userEvent.type(screen.getByLabelText(/Opzegtermijn/), '2');
    await nextStep();
    await heading('Kosten');
    await nextStep();
    await heading('Meldingen');
    await nextStep();
    await heading('Specificaties');
    await userEvent.type(screen.getByLabelText(/Frequentie/), 'Wekelijks');
    await nextStep();
    await heading('Documenten');
    const file = new File(['%PDF-1.4'], 'offerte.pdf', { type: 'application/pdf' });
    await userEvent.upload(document.querySelector('input[type=file][multiple]') as HTMLInputElement, file);
    expect(screen.getByText('offerte.pdf')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await save();
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'contracts',
      expect.objectContaining({
        data: expect.objectContaining({
          number: 'CT-9',
          supplierType: 2,
          supplier: 12,
          location: 31,
          owner: 7,
          endsAt: '2027-06-30',
          noticeAmount: 2,
          noticeUnit: 'months',
          // the company's defaults: with a notice period the notice alert, not the end alert
          endAlertEnabled: false,
          endAlertAmount: 30,
          endAlertUnit: 'days',
          noticeAlertEnabled: true,
          noticeAlertAmount: 30,
          noticeAlertUnit: 'days',
          specifications: [{ label: 'Frequentie', value: 'Wekelijks' }],
        }),
      }),
    );
    expect(uploadDocument).toHaveBeenCalledWith(99, file, expect.any(Function));
    expect(screen.getByText('Contract succesvol opgeslagen')).toBeInTheDocument();
  });

  it('puts a 400’s field errors on their fields and opens the first step holding one', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Invalid', 400, {
        message: 'Invalid',
        errors: {
          'specifications.0.value': 'resources.contracts.errors.specification_invalid',
          noticeAmount: 'app.validation.too_small',
        },
      });
    });
    renderWizard('/contracts/5/edit?step=1', fakeData({ update }));
    await heading('Algemeen');
    await waitFor(() => expect(screen.getByLabelText(/Contractnummer/)).toHaveValue('CT-2026-001'));
    await save();
    expect(await heading('Datums & opzegging')).toBeInTheDocument();
    await waitFor(() => expect(errorOf(/Opzegtermijn/)).not.toBeNull());
    expect(update).toHaveBeenCalledWith(
      'contracts',
      expect.objectContaining({
        id: 5,
        data: expect.objectContaining({
          specifications: [
            { label: 'Aansluitwaarde', value: '25' },
            { label: 'Groene stroom', value: 'true' },
            { label: 'Netbeheerder', value: 'Liander' },
          ],
        }),
      }),
    );
    await userEvent.click(screen.getByRole('tab', { name: /Specificaties/ }));
    await waitFor(() => expect(errorOf(/Aansluitwaarde/)).toBe('Geen geldige waarde voor dit veld.'));
  });

  it('saving from any step in edit mode first checks every step and opens the one in error', async () => {
    const dataProvider = fakeData();
    renderWizard('/contracts/5/edit?step=6', dataProvider);
    await userEvent.clear(await screen.findByLabelText(/Aansluitwaarde/));
    await userEvent.click(screen.getByRole('tab', { name: /Algemeen/ }));
    await userEvent.clear(await screen.findByLabelText(/Contractnummer/));
    await userEvent.click(screen.getByRole('tab', { name: /Meldingen/ }));
    await save();
    expect(await heading('Algemeen')).toBeInTheDocument();
    expect(errorOf(/Contractnummer/)).toBe('Verplicht');
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('shows the error toast when saving fails otherwise', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Server down', 503, {});
    });
    renderWizard('/contracts/5/edit?step=2', fakeData({ update }));
    await heading('Leverancier & personen');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Locatie/ })).toHaveValue('Hoofdvestiging'),
    );
    await save();
    expect(await screen.findByText('Er is iets misgegaan')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Leverancier & personen' })).toBeInTheDocument();
  });
});
