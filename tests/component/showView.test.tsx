import { screen } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Profile, setProfile } from '../../src/providers/profileStore';
import { ResourceEdit } from '../../src/resources/ResourceForm';
import { ResourceShow } from '../../src/resources/ResourceShow';
import { allow, defineResource } from '../../src/schema/dsl';
import { field } from '../../src/schema/fields';
import { invoices } from '../../src/schema/resources/invoices';
import { renderWithAdmin } from './renderWithAdmin';

/** Readers (role 3) may open a gadget, only company admins (role 2) edit it. */
const gadgets = defineResource({
  name: 'gadgets',
  scope: 'company',
  fields: {
    name: field.text({ required: true, list: true }),
    price: field.money({ section: 'costs' }),
    deliveredOn: field.date(),
    size: field.choice(['small', 'large']),
    insured: field.boolean({ section: 'costs' }),
    notes: field.longText(),
    parts: field.group({ label: field.text(), count: field.number() }),
    secret: field.password(),
    serial: field.text({ readOnly: true, form: false }),
  },
  sections: ['costs'],
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  access: { list: allow(2, 3), show: allow(2, 3), create: allow(2), edit: allow(2), delete: allow(2) },
});

const profile = (roles: number[]): Profile =>
  ({
    id: 7,
    firstName: 'Anna',
    lastName: 'Dijk',
    name: 'Anna Dijk',
    roles,
    company: { id: 5, name: 'Acme' },
    subscription: { plan: 'Pro', startsAt: null, endsAt: null },
    downloadToken: 'dl',
    impersonator: null,
  }) as Profile;

const row = {
  id: 1,
  name: 'Boormachine',
  price: 1234.5,
  deliveredOn: '2026-04-14',
  size: 'small',
  insured: false,
  notes: '',
  parts: [{ label: 'Boor', count: 3 }],
  serial: 'SN-1',
  companyId: 5,
};

const dataProvider = () =>
  ({
    getOne: vi.fn(async () => ({ data: row })),
    getMany: vi.fn(async () => ({ data: [] })),
  }) as unknown as DataProvider;

const open = (ui: React.ReactElement) =>
  renderWithAdmin(<ResourceContextProvider value="gadgets">{ui}</ResourceContextProvider>, {
    dataProvider: dataProvider(),
    path: '/gadgets/1',
    route: '/gadgets/:id',
  });

describe('the generated read-only page', () => {
  afterEach(() => setProfile(null));

  it('shows a reader the values by section, without inputs or a save button', async () => {
    setProfile(profile([3]));
    open(<ResourceEdit resource={gadgets} />);
    expect(await screen.findByText('€ 1.234,50')).toBeInTheDocument();
    expect(screen.getByText('Boormachine')).toBeInTheDocument();
    expect(screen.getByText('14-04-2026')).toBeInTheDocument();
    expect(screen.getByText('small')).toBeInTheDocument();
    expect(screen.getByText('Nee')).toBeInTheDocument();
    expect(screen.getByText(/resources\.gadgets\.fields\.count/)).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    // kept by the server, not in the form: shown all the same
    expect(screen.getByText('SN-1')).toBeInTheDocument();
    // the section's title, the empty long text as a dash, the password never
    expect(screen.getByRole('heading', { name: 'resources.gadgets.sections.costs' })).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByText('resources.gadgets.fields.secret')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'gadgets' })).toHaveAttribute('href', '/gadgets');
  });

  it('is also the show route', async () => {
    setProfile(profile([3]));
    open(<ResourceShow resource={gadgets} />);
    expect(await screen.findByText('€ 1.234,50')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("offers what a list row offers on the record: an invoice's PDF", async () => {
    setProfile(profile([2]));
    renderWithAdmin(
      <ResourceContextProvider value="invoices">
        <ResourceShow resource={invoices} />
      </ResourceContextProvider>,
      {
        dataProvider: {
          getOne: vi.fn(async () => ({
            data: { id: 4, number: 'F-2026-0004', date: '2026-11-01', total: 59.29 },
          })),
          getMany: vi.fn(async () => ({ data: [] })),
        } as unknown as DataProvider,
        path: '/invoices/4/show',
        route: '/invoices/:id/show',
      },
    );
    const download = await screen.findByRole('link', { name: 'Factuur F-2026-0004 als pdf downloaden' });
    expect(download.getAttribute('href')).toMatch(/\/api\/invoices\/4\/pdf/);
  });

  it('gives a viewer who may edit the form', async () => {
    setProfile(profile([2]));
    open(<ResourceEdit resource={gadgets} />);
    expect(await screen.findByDisplayValue('Boormachine')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeInTheDocument();
  });
});
