/** Contracts, a profile and a fake data provider shared by the contract view tests. */
import { type DataProvider, type RaRecord, ResourceContextProvider } from 'react-admin';
import { vi } from 'vitest';
import type { Profile } from '../../../src/providers/profileStore';

export const profile = (roles: number[], locations: number[] = []): Profile =>
  ({
    id: 7,
    firstName: 'Anna',
    affix: null,
    lastName: 'Dijk',
    name: 'Anna Dijk',
    roles,
    company: { id: 5, name: 'Bakkerij' },
    subscription: { plan: 'Pro', startsAt: null, endsAt: null },
    locations,
    downloadToken: 'dl-token',
    impersonator: null,
  }) as unknown as Profile;

export const energy: RaRecord = {
  id: 1,
  companyId: 5,
  number: 'CT-2026-001',
  reference: 'Energie hoofdvestiging',
  supplierType: 3,
  description: 'Levering van elektriciteit en gas',
  supplier: 4,
  supplierName: 'Vattenfall',
  supplierContact: null,
  location: 2,
  owner: 7,
  internalContacts: [],
  receivers: [8],
  startsAt: null,
  indefinite: false,
  endsAt: '2026-12-31',
  noticeAmount: 3,
  noticeUnit: 'months',
  renewalMonths: 12,
  yearlyValue: 12500,
  offersOptIn: true,
  endAlertEnabled: false,
  endAlertAmount: null,
  endAlertUnit: null,
  noticeAlertEnabled: true,
  noticeAlertAmount: 1,
  noticeAlertUnit: 'months',
  specifications: [
    { label: 'Verbruik per jaar', value: '1250.50' },
    { label: 'Groene stroom', value: 'true' },
    { label: 'Ingangsdatum levering', value: '2026-04-14' },
  ],
  archived: false,
  currentEndsAt: '2026-12-31',
  noticeDeadline: '2026-09-30',
  status: 'notice_soon',
  daysLeft: 45,
};

export const cleaning: RaRecord = {
  ...energy,
  id: 2,
  number: 'CT-2026-002',
  supplierName: 'Schoonmaak BV',
  location: 3,
  indefinite: true,
  endsAt: null,
  currentEndsAt: null,
  noticeDeadline: null,
  yearlyValue: null,
  status: 'active',
  daysLeft: null,
};

export const energyType: RaRecord = {
  id: 3,
  name: 'Energie',
  purchasingAdvice: true,
  specificationFields: [
    { label: 'Verbruik per jaar', fieldType: 'money', required: false, options: '' },
    { label: 'Groene stroom', fieldType: 'boolean', required: false, options: '' },
    { label: 'Ingangsdatum levering', fieldType: 'date', required: false, options: '' },
  ],
};

/** Referenced records by resource; getOne/getMany answer from here. */
export const related: Record<string, RaRecord[]> = {
  contracts: [energy, cleaning],
  locations: [
    { id: 2, name: 'Hoofdvestiging' },
    { id: 3, name: 'Filiaal Utrecht' },
  ],
  'supplier-types': [energyType],
  suppliers: [{ id: 4, name: 'Vattenfall' }],
  users: [
    { id: 7, firstName: 'Anna', affix: null, lastName: 'Dijk' },
    { id: 8, firstName: 'Bram', affix: 'de', lastName: 'Vries' },
  ],
};

const find = (resource: string, id: unknown) =>
  (related[resource] ?? []).find((record) => String(record.id) === String(id));

export const fakeData = (overrides: Partial<DataProvider> = {}): DataProvider =>
  ({
    getList: vi.fn(async () => ({ data: [energy, cleaning], total: 2 })),
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => {
      const record = find(resource, id);
      if (!record) throw Object.assign(new Error('Not found'), { status: 404 });
      return { data: record };
    }),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: ids.map((id) => find(resource, id)).filter(Boolean),
    })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(),
    update: vi.fn(),
    updateMany: vi.fn(),
    delete: vi.fn(async () => ({ data: energy })),
    deleteMany: vi.fn(),
    ...overrides,
  }) as unknown as DataProvider;

export const inContracts = (ui: React.ReactElement) => (
  <ResourceContextProvider value="contracts">{ui}</ResourceContextProvider>
);
