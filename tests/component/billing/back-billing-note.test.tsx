import { fireEvent, screen } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../../src/providers/profileStore';
import { ResourceCreate, ResourceEdit } from '../../../src/resources/ResourceForm';
import subscriptionsOverride from '../../../src/resources/subscriptions';
import { subscriptions } from '../../../src/schema/resources/subscriptions';
import { platformAdmin } from '../profiles';
import { subscriptionRecord } from '../records';
import { renderWithAdmin } from '../renderWithAdmin';

// Without importOriginal: the real module imports every override folder.
vi.mock('../../../src/resources/overrides', async () => {
  const { default: override } = await import('../../../src/resources/subscriptions');
  return { overrideFor: (name: string) => (name === 'subscriptions' ? override : {}) };
});

/** Invoiced from its start, 1 July, up to this month (December 2026). */
const subscription = subscriptionRecord;
const invoices = ['07', '08', '09', '10', '11', '12'].map((month, index) => ({
  id: 20 + index,
  companyId: 5,
  subscription: 4,
  periodStart: `2026-${month}-01`,
  periodEnd: `2026-${month}-${month === '09' || month === '11' ? '30' : '31'}`,
}));
const records: Record<string, Record<string, unknown>[]> = {
  subscriptions: [subscription],
  invoices,
  plans: [{ id: 2, name: 'Zakelijk', monthlyPrice: 49, active: true }],
  companies: [{ id: 5, name: 'Acme BV' }],
};

const dataProvider = () =>
  ({
    getOne: vi.fn(async (resource: string, { id }: { id: unknown }) => ({
      data: records[resource].find((record) => String(record.id) === String(id)),
    })),
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({
      data: records[resource].filter((record) => ids.map(String).includes(String(record.id))),
    })),
    getList: vi.fn(async (resource: string, { filter }: { filter: Record<string, unknown> }) => {
      const data = records[resource].filter((record) =>
        Object.entries(filter ?? {}).every(([key, value]) => record[key] === value),
      );
      return { data, total: data.length };
    }),
  }) as unknown as DataProvider;

const open = (path: string, route: string, ui: React.ReactElement) =>
  renderWithAdmin(<ResourceContextProvider value="subscriptions">{ui}</ResourceContextProvider>, {
    dataProvider: dataProvider(),
    path,
    route,
  });

const PAST = /ligt in het verleden/;

const setDay = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${name}`)), { target: { value } });

describe("the subscription form's note on invoices for past months", () => {
  beforeEach(() => {
    // Only the clock's date: the form's own timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-06T10:00:00Z'));
    setProfile(platformAdmin);
  });
  afterEach(() => {
    vi.useRealTimers();
    setProfile(null);
  });

  it('counts the months a new start in the past invoices at once, with their total', async () => {
    expect(subscriptionsOverride.formExtras).toBeDefined();
    open(
      '/subscriptions/create?source={"companyId":5,"plan":2}',
      '/subscriptions/create',
      <ResourceCreate resource={subscriptions} />,
    );
    setDay('Ingangsdatum', '01-12-2026');
    expect(screen.queryByText(PAST)).not.toBeInTheDocument();
    setDay('Ingangsdatum', '16-09-2026');
    // September from the 16th (15 of 30 days: € 24,50 + € 5,15), October and November (€ 59,29 each).
    await vi.waitFor(() =>
      expect(screen.getByText(PAST)).toHaveTextContent(
        'Deze ingangsdatum ligt in het verleden: de volgende facturatie maakt en mailt in één keer 3 facturen, over september 2026 tot en met november 2026. Samen € 148,23 inclusief btw.',
      ),
    );
  });

  it('counts only the months a start moved earlier adds to what was invoiced', async () => {
    open('/subscriptions/4', '/subscriptions/:id', <ResourceEdit resource={subscriptions} />);
    await screen.findByDisplayValue('01-07-2026');
    expect(screen.queryByText(PAST)).not.toBeInTheDocument();
    setDay('Ingangsdatum', '01-06-2026');
    await vi.waitFor(() =>
      expect(screen.getByText(PAST)).toHaveTextContent(
        'de volgende facturatie maakt en mailt in één keer 1 factuur, over juni 2026. Samen € 59,29 inclusief btw.',
      ),
    );
  });
});
