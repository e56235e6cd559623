/** A small world for the contract wizard's component tests: types, suppliers, a contract. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider, RaRecord } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { AppNotification } from '../../../src/components/Toast';
import type { Profile } from '../../../src/providers/profileStore';
import { ContractWizard } from '../../../src/resources/contracts/wizard/ContractWizard';
import { renderWithAdmin } from '../renderWithAdmin';

export const profile = (roles: number[], locations: number[] = []): Profile =>
  ({
    id: 7,
    firstName: 'Anna',
    lastName: 'Dijk',
    name: 'Anna Dijk',
    roles,
    company: { id: 5, name: 'Bakkerij' },
    locations,
    subscription: { plan: 'Pro', startsAt: null, endsAt: null },
    downloadToken: 'dl',
    impersonator: null,
  }) as unknown as Profile;

const energy = {
  id: 1,
  name: 'Energie',
  purchasingAdvice: true,
  specificationFields: [
    { label: 'Aansluitwaarde', fieldType: 'number', required: true, options: '' },
    { label: 'Groene stroom', fieldType: 'boolean', required: false, options: '' },
    { label: 'Netbeheerder', fieldType: 'choice', required: false, options: 'Liander, Stedin' },
  ],
};
const cleaning = {
  id: 2,
  name: 'Schoonmaak',
  purchasingAdvice: false,
  specificationFields: [{ label: 'Frequentie', fieldType: 'text', required: false, options: '' }],
};

export const contract: RaRecord = {
  id: 5,
  number: 'CT-2026-001',
  reference: 'Stroom hoofdvestiging',
  supplierType: 1,
  description: '',
  supplier: 10,
  supplierContact: null,
  location: 30,
  owner: 7,
  internalContacts: [],
  receivers: [],
  startsAt: '2026-01-01',
  indefinite: false,
  endsAt: '2027-12-31',
  noticeAmount: 3,
  noticeUnit: 'months',
  renewalMonths: 12,
  yearlyValue: 1200,
  offersOptIn: false,
  endAlertEnabled: false,
  endAlertAmount: null,
  endAlertUnit: null,
  noticeAlertEnabled: false,
  noticeAlertAmount: null,
  noticeAlertUnit: null,
  specifications: [
    { label: 'Aansluitwaarde', value: '25' },
    { label: 'Groene stroom', value: 'true' },
    { label: 'Netbeheerder', value: 'Liander' },
  ],
};

export const DATA: Record<string, RaRecord[]> = {
  'supplier-types': [energy, cleaning],
  suppliers: [
    { id: 10, name: 'Vattenfall', supplierType: 1 },
    { id: 11, name: 'Eneco', supplierType: 1 },
    { id: 12, name: 'CSU', supplierType: 2 },
  ],
  contacts: [
    { id: 20, firstName: 'Jan', lastName: 'Jansen', supplier: 10 },
    { id: 21, firstName: 'Els', lastName: 'Eneco', supplier: 11 },
  ],
  locations: [
    { id: 30, name: 'Hoofdvestiging' },
    { id: 31, name: 'Filiaal Noord' },
  ],
  users: [{ id: 7, firstName: 'Anna', lastName: 'Dijk' }],
  contracts: [contract],
};

const matches = (record: RaRecord, filter: Record<string, unknown>) =>
  Object.entries(filter).every(([key, wanted]) =>
    key === 'q' ? true : Array.isArray(wanted) ? wanted.includes(record[key]) : record[key] === wanted,
  );

/** A dataProvider over DATA; `overrides` replace single methods. */
export const fakeData = (overrides: Partial<DataProvider> = {}, data = DATA): DataProvider =>
  ({
    getList: vi.fn(async (resource: string, { filter }: { filter: Record<string, unknown> }) => {
      const rows = (data[resource] ?? []).filter((record) => matches(record, filter));
      return { data: rows, total: rows.length };
    }),
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => ({
      data: (data[resource] ?? []).find((record) => String(record.id) === String(id)),
    })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: (data[resource] ?? []).filter((record) => ids.map(String).includes(String(record.id))),
    })),
    create: vi.fn(async (_resource: string, { data: body }: { data: object }) => ({
      data: { id: 99, ...body },
    })),
    update: vi.fn(async (_resource: string, { id, data: body }: { id: number; data: object }) => ({
      data: { id, ...body },
    })),
    ...overrides,
  }) as unknown as DataProvider;

/**
 * The options endpoint (`/api/<resource>/list?filter=`) of the reference inputs and the wizard's
 * narrowed pickers, over DATA (names only, as a contract manager gets them).
 */
export const stubOptionsEndpoint = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const resource = url.pathname.replace(/^\/api\//, '').replace(/\/list$/, '');
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Record<string, unknown>;
      const rows = (DATA[resource] ?? [])
        .filter((record) => matches(record, filter))
        .map((record) => ({
          id: record.id,
          name: String(record.name ?? `${record.firstName} ${record.lastName}`),
        }));
      return new Response(JSON.stringify({ data: rows, meta: { current_page: 1, last_page: 1 } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );

/** The wizard at `path`, the detail page as a stand-in after saving, and the toasts. */
export const renderWizard = (path: string, dataProvider: DataProvider) =>
  renderWithAdmin(
    <>
      <Routes>
        <Route path="/contracts/create" element={<ContractWizard mode="create" />} />
        <Route path="/contracts/:id/edit" element={<ContractWizard mode="edit" />} />
        <Route path="/contracts/:id" element={<p>detail page</p>} />
      </Routes>
      <AppNotification />
    </>,
    { path, dataProvider },
  );

export const nextStep = () => userEvent.click(screen.getByRole('button', { name: /Volgende stap/ }));

export const heading = (name: string) => screen.findByRole('heading', { name, level: 2 });

/** Picks an option in one of our dropdowns by its label. */
export const choose = async (label: RegExp, option: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
};

/** The error shown under the input labelled `label`. */
export const errorOf = (label: RegExp) => {
  const control = screen.getByLabelText(label).closest('.MuiFormControl-root, .MuiAutocomplete-root');
  return within(control as HTMLElement).queryByRole('alert')?.textContent ?? null;
};
