import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider, HttpError, ResourceContextProvider, useRecordContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Profile, setProfile } from '../../src/providers/profileStore';
import type { ListCellProps, ResourceOverride } from '../../src/resources/overrides';
import { ResourceCreate, ResourceEdit } from '../../src/resources/ResourceForm';
import { ResourceList } from '../../src/resources/ResourceList';
import { allow, defineResource } from '../../src/schema/dsl';
import { field } from '../../src/schema/fields';
import { renderWithAdmin } from './renderWithAdmin';

/** The override of `gadgets` a test sets; no other resource shows here. */
const gadgetOverride = vi.hoisted(() => ({ current: {} as ResourceOverride }));

// Without importOriginal: the real module imports every override folder, and through them this list.
vi.mock('../../src/resources/overrides', () => ({
  overrideFor: (name: string) => (name === 'gadgets' ? gadgetOverride.current : {}),
}));

/** A small resource declared the way the product's are. */
const gadgets = defineResource({
  name: 'gadgets',
  scope: 'company',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
    price: field.money({ list: true, sortable: true }),
    deliveredOn: field.date({ list: true }),
    size: field.choice(['small', 'large'], { list: true, filter: true }),
    secret: field.password(),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  access: { list: allow(1, 2, 3), show: allow(1, 2, 3), create: allow(2), edit: allow(2), delete: allow(2) },
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
  companyId: 5,
};

const fakeData = (overrides: Partial<DataProvider> = {}): DataProvider =>
  ({
    getList: vi.fn(async () => ({ data: [row], total: 1 })),
    getOne: vi.fn(async () => ({ data: row })),
    getMany: vi.fn(async () => ({ data: [row] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    create: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 2, ...data } })),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 1, ...data } })),
    updateMany: vi.fn(async () => ({ data: [] })),
    delete: vi.fn(async () => ({ data: row })),
    deleteMany: vi.fn(async () => ({ data: [] })),
    ...overrides,
  }) as unknown as DataProvider;

/** Slot content for the override test: a bespoke cell and a computed column's cell. */
const ShoutedName = ({ name }: ListCellProps) => (
  <b>{String(useRecordContext()?.[name] ?? '').toUpperCase()}</b>
);
const Stock = () => <span>{`${useRecordContext()?.stock} op voorraad`}</span>;
const NeverLooked = () => <i>nooit</i>;
const ImportButton = () => <button type="button">Importeren</button>;

const inResource = (ui: React.ReactElement) => (
  <ResourceContextProvider value="gadgets">{ui}</ResourceContextProvider>
);

describe('generated views', () => {
  afterEach(() => {
    setProfile(null);
    gadgetOverride.current = {};
  });

  it('lists the list fields with euro and date formatting, sortable headers, search and row delete', async () => {
    setProfile(profile([2]));
    const dataProvider = fakeData();
    renderWithAdmin(inResource(<ResourceList resource={gadgets} />), { dataProvider, path: '/gadgets' });
    expect(await screen.findByText('Boormachine')).toBeInTheDocument();
    expect(screen.getByText('€ 1.234,50')).toBeInTheDocument();
    expect(screen.getByText('14-04-2026')).toBeInTheDocument();
    expect(screen.getByText('resources.gadgets.fields.price')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Toevoegen/ })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'gadgets',
      expect.objectContaining({
        sort: { field: 'name', order: 'ASC' },
        pagination: { page: 1, perPage: 25 },
      }),
    );
    // the password never shows; no company column for a company admin
    expect(screen.queryByText('resources.gadgets.fields.secret')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Bedrijf' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Weet je het zeker?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith('gadgets', expect.objectContaining({ id: 1 })),
    );
  });

  it('says what an empty value means in its place, and lines numbers up on the right', async () => {
    setProfile(profile([2]));
    const tools = defineResource({
      name: 'gadgets',
      scope: 'company',
      fields: {
        name: field.text({ required: true, list: true }),
        maxOrder: field.number({ list: true, emptyMeans: 'resources.gadgets.empty.no_limit' }),
      },
      defaultSort: { field: 'name', order: 'ASC' },
      recordRepresentation: 'name',
      access: { list: allow(2), show: allow(2), create: allow(), edit: allow(), delete: allow() },
    });
    const rows = [
      { id: 1, name: 'Boormachine', maxOrder: null },
      { id: 2, name: 'Zaag', maxOrder: 12 },
    ];
    const dataProvider = fakeData({
      getList: vi.fn(async () => ({ data: rows, total: 2 })) as unknown as DataProvider['getList'],
    });
    renderWithAdmin(inResource(<ResourceList resource={tools} />), { dataProvider, path: '/gadgets' });
    expect(await screen.findByText('Zaag')).toBeInTheDocument();
    expect(screen.getByText('resources.gadgets.empty.no_limit').closest('tr')).toHaveTextContent(
      'Boormachine',
    );
    expect(screen.getByText('12').closest('td')).toHaveClass('MuiTableCell-alignRight');
    expect(screen.getByText('Boormachine').closest('td')).not.toHaveClass('MuiTableCell-alignRight');
  });

  it('hides create and delete when the rules deny them', async () => {
    setProfile(profile([3]));
    renderWithAdmin(inResource(<ResourceList resource={gadgets} />), {
      dataProvider: fakeData(),
      path: '/gadgets',
    });
    expect(await screen.findByText('Boormachine')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Toevoegen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verwijderen' })).not.toBeInTheDocument();
  });

  it('shows a company column to a platform admin on company-scoped data', async () => {
    setProfile({ ...profile([1]), company: null });
    renderWithAdmin(inResource(<ResourceList resource={gadgets} />), {
      dataProvider: fakeData(),
      path: '/gadgets',
    });
    expect(await screen.findByRole('columnheader', { name: 'Bedrijf' })).toBeInTheDocument();
  });

  it('marks required fields, validates with the schema and checks the password confirmation', async () => {
    setProfile(profile([2]));
    const dataProvider = fakeData();
    renderWithAdmin(inResource(<ResourceCreate resource={gadgets} />), {
      dataProvider,
      path: '/gadgets/create',
    });
    const name = await screen.findByLabelText(/resources\.gadgets\.fields\.name/);
    expect(name.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-asterisk')).not.toBeNull();
    const price = screen.getByLabelText(/resources\.gadgets\.fields\.price/);
    expect(price.closest('.MuiFormControl-root')?.querySelector('.MuiFormLabel-asterisk')).toBeNull();

    await userEvent.type(
      screen.getByLabelText(/resources\.gadgets\.fields\.secret/),
      'correct horse battery',
    );
    // The password policy's strength meter (docs/auth-api.md#passwords) shows while typing.
    expect(await screen.findByText(/^Sterkte: (Redelijk|Sterk)$/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Herhaal wachtwoord/), 'something else');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(await screen.findByText('Verplicht')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoorden komen niet overeen')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('sends the parsed input without the confirmation, and shows server field errors on their field', async () => {
    setProfile(profile([2]));
    const create = vi.fn(async () => {
      throw new HttpError('Invalid', 400, { message: 'Invalid', errors: { name: 'app.validation.unique' } });
    });
    renderWithAdmin(inResource(<ResourceCreate resource={gadgets} />), {
      dataProvider: fakeData({ create }),
      path: '/gadgets/create',
    });
    await userEvent.type(await screen.findByLabelText(/resources\.gadgets\.fields\.name/), '  Zaag ');
    await userEvent.type(screen.getByLabelText(/resources\.gadgets\.fields\.price/), '1.234,56');
    await userEvent.type(
      screen.getByLabelText(/resources\.gadgets\.fields\.secret/),
      'correct horse battery',
    );
    await userEvent.type(screen.getByLabelText(/Herhaal wachtwoord/), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith(
      'gadgets',
      expect.objectContaining({
        data: {
          name: 'Zaag',
          price: 1234.56,
          deliveredOn: null,
          size: null,
          secret: 'correct horse battery',
        },
      }),
    );
    expect(await screen.findByText('Deze waarde is al in gebruik')).toBeInTheDocument();
  });

  it('shows the read-only page, without inputs or save button, when editing is denied', async () => {
    setProfile(profile([3]));
    renderWithAdmin(inResource(<ResourceEdit resource={gadgets} />), {
      dataProvider: fakeData(),
      path: '/gadgets/1/edit',
      route: '/gadgets/:id/edit',
    });
    expect(await screen.findByText('Boormachine')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('Boormachine')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).not.toBeInTheDocument();
  });

  it("takes the override's cells, computed columns and toolbar actions", async () => {
    setProfile(profile([2]));
    gadgetOverride.current = {
      cells: { name: ShoutedName },
      computedColumns: [
        { source: 'stock', label: 'Voorraad', after: 'price', cell: Stock },
        { source: 'lastLook', label: 'Laatst bekeken', after: 'secret', cell: NeverLooked },
      ],
      listActions: ImportButton,
    };
    renderWithAdmin(inResource(<ResourceList resource={gadgets} />), {
      dataProvider: {
        ...fakeData(),
        getList: vi.fn(async () => ({ data: [{ ...row, stock: 3 }], total: 1 })),
      } as unknown as DataProvider,
      path: '/gadgets',
    });
    expect(await screen.findByText('BOORMACHINE')).toBeInTheDocument();
    expect(screen.queryByText('Boormachine')).not.toBeInTheDocument();
    expect(screen.getByText('3 op voorraad')).toBeInTheDocument();
    expect(screen.getByText('nooit')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importeren' })).toBeInTheDocument();
    // The computed column follows its field; one after a field not listed (secret) comes last.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.slice(0, 6)).toEqual([
      'resources.gadgets.fields.name',
      'resources.gadgets.fields.price',
      'Voorraad',
      'resources.gadgets.fields.deliveredOn',
      'resources.gadgets.fields.size',
      'Laatst bekeken',
    ]);
  });
});

/** A resource whose list names another's records: a gadget's shelf. */
const shelved = defineResource({
  name: 'gadgets',
  scope: 'company',
  fields: {
    name: field.text({ required: true, list: true }),
    shelf: field.reference('shelves', { list: true }),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  access: { list: allow(2), show: allow(2), create: allow(2), edit: allow(2), delete: allow(2) },
});

const shelvedRows = [
  { id: 1, name: 'Boormachine', shelf: 10, companyId: 5 },
  { id: 2, name: 'Schroevendraaier', shelf: 11, companyId: 5 },
  { id: 3, name: 'Waterpas', shelf: 10, companyId: 5 },
];
const shelves = [
  { id: 10, name: 'Bovenste plank' },
  { id: 11, name: 'Onderste plank' },
];

describe('a list page and the names of its references', () => {
  afterEach(() => setProfile(null));

  it('asks the names for the whole page at once and shows its rows with them', async () => {
    setProfile(profile([2]));
    let answer: (records: typeof shelves) => void = () => {};
    const getMany = vi.fn(
      (resource: string) =>
        new Promise<{ data: typeof shelves }>((resolve) => {
          expect(resource).toBe('shelves');
          answer = (data) => resolve({ data });
        }),
    );
    const dataProvider = fakeData({
      getList: vi.fn(async () => ({ data: shelvedRows, total: 3 })) as unknown as DataProvider['getList'],
      getMany: getMany as unknown as DataProvider['getMany'],
    });
    renderWithAdmin(inResource(<ResourceList resource={shelved} />), { dataProvider, path: '/gadgets' });
    await waitFor(() => expect(getMany).toHaveBeenCalledTimes(1));
    // Each shelf once, for every row of the page; no row shows before its names have come.
    expect(getMany).toHaveBeenCalledWith('shelves', expect.objectContaining({ ids: ['10', '11'] }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText('Boormachine')).not.toBeInTheDocument();
    answer(shelves);
    const row = (await screen.findByText('Schroevendraaier')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Onderste plank')).toBeInTheDocument();
    expect(screen.getAllByText('Bovenste plank')).toHaveLength(2);
    // The cells found the names where the page put them and asked nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getMany).toHaveBeenCalledTimes(1);
  });

  it('shows the rows when the names cannot be had, and the cells ask on their own', async () => {
    setProfile(profile([2]));
    const getMany = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Serverfout', 500))
      .mockResolvedValue({ data: shelves });
    const dataProvider = fakeData({
      getList: vi.fn(async () => ({ data: shelvedRows, total: 3 })) as unknown as DataProvider['getList'],
      getMany: getMany as unknown as DataProvider['getMany'],
    });
    renderWithAdmin(inResource(<ResourceList resource={shelved} />), { dataProvider, path: '/gadgets' });
    expect(await screen.findByText('Boormachine')).toBeInTheDocument();
    expect(await screen.findByText('Onderste plank')).toBeInTheDocument();
    expect(getMany.mock.calls.length).toBeGreaterThan(1);
  });
});
