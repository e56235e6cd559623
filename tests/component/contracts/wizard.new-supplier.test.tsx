/**
 * "+ Nieuwe leverancier" under the wizard's supplier dropdown (docs/requirements.md#suppliers): a
 * small form in a dialog, the contract's type preset, checked by the declaration's schema and by
 * the server; once saved the new supplier is the contract's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../../src/providers/profileStore';
import { BUILT_IN_ALERT_DEFAULTS } from '../../../src/schema/alert-defaults';
import {
  choose,
  DATA,
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
}));

vi.setConfig({ testTimeout: 20_000 });

const SUPPLIER = /^Leverancier( \*)?$/;

/** The wizard at step 2 after choosing the type Energie in step 1. */
async function atSupplierStep(dataProvider: ReturnType<typeof fakeData>) {
  renderWizard('/contracts/create', dataProvider);
  await userEvent.type(await screen.findByLabelText(/Contractnummer/), 'CT-9');
  await choose(/^Type/, 'Energie');
  await nextStep();
  await heading('Leverancier & personen');
}

const dialog = () => screen.getByRole('dialog');
const fieldError = (label: RegExp) =>
  within(dialog())
    .getByLabelText(label)
    .closest('.MuiFormControl-root, .MuiAutocomplete-root')
    ?.querySelector('[role="alert"]')?.textContent ?? null;

describe('a new own supplier from the wizard', () => {
  beforeEach(() => {
    setProfile(profile([3]));
    stubOptionsEndpoint();
  });
  afterEach(() => setProfile(null));

  it('opens a small form with the contract’s type, checks it, saves and chooses the supplier', async () => {
    const data: Record<string, RaRecord[]> = { ...DATA, suppliers: [...DATA.suppliers] };
    const create = vi.fn(async (_resource: string, { data: body }: { data: Record<string, unknown> }) => {
      const record = { id: 99, ...body } as RaRecord;
      data.suppliers.push(record);
      return { data: record };
    });
    const dataProvider = fakeData({ create } as never, data);
    await atSupplierStep(dataProvider);

    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe leverancier' }));
    expect(within(dialog()).getByRole('heading', { name: 'Nieuwe eigen leverancier' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog()).getByRole('combobox', { name: /^Type/ })).toHaveValue('Energie'),
    );

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    expect(fieldError(/^Naam/)).toBe('Verplicht');
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(within(dialog()).getByLabelText(/^Naam/), 'Glazenwasser Jansen');
    await userEvent.type(within(dialog()).getByLabelText(/^KvK-nummer/), '123');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    expect(fieldError(/^KvK-nummer/)).toBe('Een KvK-nummer bestaat uit 8 cijfers');
    await userEvent.clear(within(dialog()).getByLabelText(/^KvK-nummer/));
    await userEvent.type(within(dialog()).getByLabelText(/^KvK-nummer/), '12345678');
    await userEvent.type(within(dialog()).getByLabelText(/^Website/), 'https://jansen.example');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('suppliers');
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: 'Glazenwasser Jansen',
      supplierType: 1,
      kvkNumber: '12345678',
      website: 'https://jansen.example',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: SUPPLIER })).toHaveValue('Glazenwasser Jansen'),
    );
  });

  it('shows the server’s field errors on the inputs and stays open', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Validation failed', 400, { errors: { name: 'app.validation.unique' } });
    });
    await atSupplierStep(fakeData({ create } as never));
    await userEvent.click(screen.getByRole('button', { name: 'Nieuwe leverancier' }));
    await userEvent.type(within(dialog()).getByLabelText(/^Naam/), 'Vattenfall');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(fieldError(/^Naam/)).toBe('Deze waarde is al in gebruik'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: SUPPLIER })).toHaveValue('');
  });

  it('is not offered to a platform admin (the shared list has its own page)', async () => {
    setProfile({ ...profile([1]), company: null } as never);
    renderWizard('/contracts/create?step=2', fakeData());
    await heading('Leverancier & personen');
    expect(screen.queryByRole('button', { name: 'Nieuwe leverancier' })).not.toBeInTheDocument();
  });
});
