/**
 * A platform admin takes a company's own supplier into the shared list
 * (docs/requirements.md#suppliers): the dialog counts the contracts concerned, offers the shared
 * suppliers of its type to merge into, or promoting it, and calls the server once confirmed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, RaRecord } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MergeSupplierDialog } from '../../src/resources/suppliers/MergeSupplierButton';
import { renderWithAdmin } from './renderWithAdmin';

vi.setConfig({ testTimeout: 20_000 });

const own: RaRecord = { id: 40, name: 'Glazenwasser Jansen', supplierType: 2, companyId: 5 };

let calls: { url: string; method: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify({ contracts: 3, contacts: 1 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const provider = () =>
  ({
    getList: vi.fn(async () => ({ data: [{ id: 12, name: 'CSU Schoonmaak' }], total: 1 })),
    getMany: vi.fn(async () => ({ data: [] })),
  }) as unknown as DataProvider;

const render = (dataProvider = provider()) => {
  const onDone = vi.fn();
  renderWithAdmin(<MergeSupplierDialog supplier={own} open onClose={vi.fn()} onDone={onDone} />, {
    dataProvider,
  });
  return { onDone, dataProvider };
};

describe('MergeSupplierDialog', () => {
  it('merges into a shared supplier of its type after showing the counts', async () => {
    const { onDone, dataProvider } = render();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Glazenwasser Jansen/)).toBeInTheDocument();
    expect(await within(dialog).findByText(/contracten 3, contactpersonen 1/)).toBeInTheDocument();
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Gedeelde leverancier/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'CSU Schoonmaak' }));
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'suppliers',
      expect.objectContaining({ filter: { own: false, supplierType: 2 } }),
    );
    await userEvent.click(ok);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const merge = calls.find((call) => call.method === 'POST');
    expect(merge?.url).toMatch(/\/api\/suppliers\/40\/merge$/);
    expect(merge?.body).toEqual({ into: 12 });
  });

  it('promotes it to the shared list', async () => {
    const { onDone } = render();
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(/contracten 3/);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Gedeelde leverancier van maken' }));
    expect(within(dialog).getByText(/de 3 contracten van zijn bedrijf houden hem/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.url).toMatch(/\/api\/suppliers\/40\/promote$/);
  });
});
