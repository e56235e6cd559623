import { screen } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../src/providers/profileStore';
import { ResourceEdit } from '../../src/resources/ResourceForm';
import { ResourceShow } from '../../src/resources/ResourceShow';
import { invoices } from '../../src/schema/resources/invoices';
import { subscriptions } from '../../src/schema/resources/subscriptions';
import { platformAdmin } from './profiles';
import { subscriptionRecord } from './records';
import { renderWithAdmin } from './renderWithAdmin';

// Without importOriginal: the real module imports every override folder.
vi.mock('../../src/resources/overrides', () => ({ overrideFor: () => ({}) }));

const subscription = subscriptionRecord;
const invoice = {
  id: 9,
  companyId: 5,
  date: '2026-07-01',
  number: 'F2026-0001',
  subtotal: 100,
  vat: 21,
  total: 121,
  subscription: 4,
  periodStart: '2026-07-01',
  periodEnd: '2026-07-31',
  dueDate: '2026-07-15',
};
const records: Record<string, Record<string, unknown>[]> = {
  invoices: [invoice],
  subscriptions: [subscription],
  plans: [{ id: 2, name: 'Zakelijk', active: true }],
  companies: [{ id: 5, name: 'Acme BV' }],
};

const dataProvider = () =>
  ({
    getOne: vi.fn(async (resource: string) => ({ data: records[resource][0] })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: records[resource].filter((record) => ids.map(String).includes(String(record.id))),
    })),
  }) as unknown as DataProvider;

const open = (name: string, id: number, ui: React.ReactElement) =>
  renderWithAdmin(<ResourceContextProvider value={name}>{ui}</ResourceContextProvider>, {
    dataProvider: dataProvider(),
    path: `/${name}/${id}`,
    route: `/${name}/:id`,
  });

describe('a subscription', () => {
  afterEach(() => setProfile(null));

  it("is named by its plan and start on an invoice's page", async () => {
    setProfile(platformAdmin);
    open('invoices', 9, <ResourceShow resource={invoices} />);
    expect(await screen.findByText('Zakelijk, vanaf 01-07-2026')).toBeInTheDocument();
  });

  it('names its company in its form, not to be changed there', async () => {
    setProfile(platformAdmin);
    open('subscriptions', 4, <ResourceEdit resource={subscriptions} />);
    const company = await screen.findByRole('combobox', { name: 'Bedrijf' });
    expect(company).toBeDisabled();
    await vi.waitFor(() => expect(company).toHaveValue('Acme BV'));
  });
});
