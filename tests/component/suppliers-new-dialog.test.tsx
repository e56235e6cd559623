/**
 * The "+ Nieuwe leverancier" dialog of the contract wizard (docs/requirements.md#suppliers), on
 * its own: the contract's type preset, the declaration's checks, the server's field errors, and
 * the saved supplier handed back to be chosen.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, type RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewSupplierDialog } from '../../src/resources/suppliers/NewSupplierDialog';
import { renderWithAdmin } from './renderWithAdmin';

vi.setConfig({ testTimeout: 20_000 });

const TYPES = [
  { id: 1, name: 'Energie' },
  { id: 2, name: 'Schoonmaak' },
];

const provider = (create: DataProvider['create']): DataProvider =>
  ({
    getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({
      data: TYPES.find((type) => String(type.id) === String(id)) as RaRecord,
    })),
    getMany: vi.fn(async () => ({ data: [] })),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    create,
  }) as unknown as DataProvider;

const render = (dataProvider: DataProvider, onCreated = vi.fn(), onClose = vi.fn()) => {
  renderWithAdmin(<NewSupplierDialog open supplierType={2} onClose={onClose} onCreated={onCreated} />, {
    dataProvider,
  });
  return { onCreated, onClose };
};

const dialog = () => screen.getByRole('dialog');
const input = (label: RegExp) => within(dialog()).getByLabelText(label);
const fieldError = (label: RegExp) =>
  input(label).closest('.MuiFormControl-root, .MuiAutocomplete-root')?.querySelector('[role="alert"]')
    ?.textContent ?? null;
const save = () => userEvent.click(within(dialog()).getByRole('button', { name: 'Opslaan' }));

describe('NewSupplierDialog', () => {
  beforeEach(() => {
    // The supplier types' options endpoint (/api/supplier-types/list).
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: TYPES, meta: { current_page: 1, last_page: 1 } }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks name and type (the contract’s, preset) and the optional details; checks before saving', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { id: 99, ...data } as RaRecord,
    }));
    const { onCreated } = render(provider(create as never));
    expect(within(dialog()).getByRole('heading', { name: 'Nieuwe eigen leverancier' })).toBeInTheDocument();
    expect(within(dialog()).getByText(/Alleen jullie bedrijf ziet deze leverancier/)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog()).getByRole('combobox', { name: /^Type/ })).toHaveValue('Schoonmaak'),
    );
    for (const label of [/^KvK-nummer/, /^Website/, /^E-mailadres/, /^Telefoonnummer/])
      expect(input(label)).toBeInTheDocument();

    await save();
    expect(fieldError(/^Naam/)).toBe('Verplicht');
    await userEvent.type(input(/^Naam/), 'Glazenwasser Jansen');
    await userEvent.type(input(/^KvK-nummer/), '123');
    await save();
    expect(fieldError(/^KvK-nummer/)).toBe('Een KvK-nummer bestaat uit 8 cijfers');
    expect(create).not.toHaveBeenCalled();

    await userEvent.clear(input(/^KvK-nummer/));
    await userEvent.type(input(/^KvK-nummer/), '12345678');
    await userEvent.type(input(/^Website/), 'https://jansen.example');
    await save();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][0]).toBe('suppliers');
    expect(create.mock.calls[0][1].data).toMatchObject({
      name: 'Glazenwasser Jansen',
      supplierType: 2,
      kvkNumber: '12345678',
      website: 'https://jansen.example',
    });
    expect(onCreated).toHaveBeenCalledWith({ id: 99, name: 'Glazenwasser Jansen' });
  });

  it('shows the server’s field errors on the inputs and hands nothing back', async () => {
    const create = vi.fn(async () => {
      throw new HttpError('Validation failed', 400, { errors: { name: 'app.validation.unique' } });
    });
    const { onCreated } = render(provider(create as never));
    await userEvent.type(input(/^Naam/), 'Vattenfall');
    await save();
    await waitFor(() => expect(fieldError(/^Naam/)).toBe('Deze waarde is al in gebruik'));
    expect(onCreated).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });

  it('cancel closes without saving', async () => {
    const create = vi.fn();
    const { onClose } = render(provider(create as never));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });
});
