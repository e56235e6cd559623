/**
 * A field added to the contract declaration with one line shows up in its wizard step, is checked
 * and sent, leads a server error back to that step, and shows in its group of the detail summary:
 * no wizard or detail file names it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nlMessages } from '../../../src/i18n/nl';
import { setProfile } from '../../../src/providers/profileStore';
import { ContractDetail } from '../../../src/resources/contracts/ContractDetail';
import { renderWithAdmin } from '../renderWithAdmin';
import { addContractLabels } from './declaredFields';
import { energy, inContracts, related, fakeData as viewData } from './views-fixtures';
import {
  contract,
  DATA,
  errorOf,
  fakeData,
  heading,
  profile,
  renderWizard,
  stubOptionsEndpoint,
} from './wizardFixtures';

addContractLabels(nlMessages, { costCode: 'Projectcode' });

vi.mock('../../../src/schema/resources/contracts', async (importOriginal) =>
  (await import('./declaredFields')).withDeclaredFields(await importOriginal(), (field) => ({
    costCode: field.text({ section: 'general', required: true, max: 20 }),
  })),
);

vi.mock('../../../src/resources/contracts/contractApi', async (original) => ({
  ...(await original<object>()),
  listDocuments: vi.fn(async () => []),
  listManualAlerts: vi.fn(async () => []),
  listDeliveries: vi.fn(async () => []),
  listOutcomes: vi.fn(async () => []),
}));

// The wizard is used as a user would.
vi.setConfig({ testTimeout: 20_000 });

const COST_CODE = /^Projectcode/;

const save = () => userEvent.click(screen.getByRole('button', { name: /Opslaan/ }));

describe('a field added to the contract declaration', () => {
  beforeEach(() => {
    setProfile(profile([2]));
    stubOptionsEndpoint();
  });
  afterEach(() => setProfile(null));

  it('is an input of the General step, checked there and sent on save', async () => {
    const dataProvider = fakeData();
    renderWizard('/contracts/5/edit?step=1', dataProvider);
    await heading('Algemeen');
    await waitFor(() => expect(screen.getByLabelText(/Contractnummer/)).toHaveValue('CT-2026-001'));
    expect(screen.getByRole('textbox', { name: COST_CODE })).toHaveValue('');

    // Required, and the saved contract has none: saving from another step comes back here.
    await userEvent.click(screen.getByRole('tab', { name: /Meldingen/ }));
    await save();
    expect(await heading('Algemeen')).toBeInTheDocument();
    await waitFor(() => expect(errorOf(COST_CODE)).toBe('Verplicht'));
    expect(dataProvider.update).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: COST_CODE }), 'KP-12');
    await save();
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'contracts',
      expect.objectContaining({
        data: expect.objectContaining({ number: 'CT-2026-001', costCode: 'KP-12' }),
      }),
    );
  });

  it('leads a server error on it back to the General step', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Invalid', 400, {
        message: 'Invalid',
        errors: { costCode: 'app.validation.too_long' },
      });
    });
    const withCode = { ...contract, costCode: 'KP-12' };
    renderWizard('/contracts/5/edit?step=3', fakeData({ update }, { ...DATA, contracts: [withCode] }));
    await heading('Datums & opzegging');
    await waitFor(() => expect(screen.getByLabelText(/Einddatum/)).toHaveValue('31-12-2027'));
    await save();
    expect(await heading('Algemeen')).toBeInTheDocument();
    await waitFor(() => expect(errorOf(COST_CODE)).toBe('Te lang'));
    expect(screen.getByRole('textbox', { name: COST_CODE })).toHaveValue('KP-12');
  });

  it('shows in the General group of the detail summary', async () => {
    related.contracts[0] = { ...energy, costCode: 'KP-12' };
    try {
      renderWithAdmin(
        inContracts(
          <Routes>
            <Route path="/contracts/:id" element={<ContractDetail />} />
          </Routes>,
        ),
        { dataProvider: viewData(), path: '/contracts/1' },
      );
      const general = await screen.findByRole('region', { name: 'Algemeen' });
      expect(
        within(general).getByText('Projectcode', { selector: 'dt' }).nextElementSibling,
      ).toHaveTextContent('KP-12');
    } finally {
      related.contracts[0] = energy;
    }
  });
});
