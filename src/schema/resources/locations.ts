/**
 * Locations of a company (docs/requirements.md#contracts-and-dates). One of them is the main location: the first one
 * becomes main, choosing another moves the flag, the main one cannot be deleted, and the contracts
 * of a deleted location move to the main one (docs/requirements.md#screens).
 */
import {
  allow,
  both,
  defineResource,
  type HookContext,
  type ResourceHooks,
  type Row,
  type Rule,
} from '../dsl';
import { ZIPCODE_FIELD } from '../dutch-identifiers';
import { field } from '../fields';
import { companyOf, idList } from './hook-helpers';

/** The locations a user restricted to some may touch: those; everyone else: all of the company's. */
const ownLocations: Rule = ({ locationIds }) => (locationIds.length > 0 ? { id: locationIds } : true);

export const locations = defineResource({
  name: 'locations',
  scope: 'company',
  fields: {
    name: field.text({ required: true, list: true, sortable: true, searchable: true }),
    address: field.text({ list: true }),
    zipcode: field.text(ZIPCODE_FIELD),
    city: field.text({ list: true, sortable: true, searchable: true }),
    isMain: field.boolean({ list: true, help: 'resources.locations.help.isMain' }),
  },
  defaultSort: { field: 'name', order: 'ASC' },
  recordRepresentation: 'name',
  pages: [1, 2],
  menu: [2],
  // Full records for the roles that manage them (docs/requirements.md#roles-and-access); contract
  // managers pick from names only, through the options endpoint (server/resources/options.ts).
  // A user restricted to some locations sees, picks and manages those only, and adds none.
  access: {
    list: both(allow(1, 2), ownLocations),
    show: both(allow(1, 2), ownLocations),
    create: both(allow(1, 2), ({ locationIds }) => locationIds.length === 0),
    edit: both(allow(1, 2), ownLocations),
    delete: both(allow(1, 2), ownLocations),
  },
  pickable: ownLocations,
});

/** The declaration's rules on the server, run in the save's transaction (docs/adding-a-resource.md#hooks). */
export const hooks: ResourceHooks = {
  async beforeSave(context, input, existing) {
    const values = { ...input };
    const companyId = companyOf(context, values, existing);
    if (companyId === null) return values;
    const mains = await context.find('locations', { companyId, isMain: true });
    const otherMain = mains.find((main) => main.id !== existing?.id);
    if (existing?.isMain && values.isMain === false) {
      context.fail({ field: 'isMain', message: 'resources.locations.errors.main_required' });
    }
    // A company always has a main location: its first one, or any saved while it has none.
    if (!otherMain && !existing?.isMain) values.isMain = true;
    // One main location per company (a unique index): unset the old one before this row is written.
    if (values.isMain === true && otherMain) {
      await context.update('locations', { id: otherMain.id }, { isMain: false });
    }
    return values;
  },
  async beforeDelete(context, row) {
    if (row.isMain) {
      context.fail({ message: 'resources.locations.errors.main_not_deletable', status: 409 });
    }
    const companyId = row.companyId as number;
    const [main] = await context.find('locations', { companyId, isMain: true });
    if (main && context.has('contracts')) {
      await context.update('contracts', { location: row.id }, { location: main.id });
    }
    await dropFromUserLocations(context, row, companyId);
  },
};

/**
 * Users restricted to the deleted location lose it from their list. A user restricted to that
 * location alone keeps the (now dangling) id rather than an empty list, which would mean "all
 * locations": deleting a location never widens anyone's access; an admin picks new ones.
 */
async function dropFromUserLocations(context: HookContext, row: Row, companyId: number): Promise<void> {
  if (!context.has('users')) return;
  const users = await context.find('users', { companyId });
  for (const user of users) {
    const ids = idList(user.locationIds);
    if (!ids.includes(row.id) || ids.length === 1) continue;
    await context.update('users', { id: user.id }, { locationIds: ids.filter((id) => id !== row.id) });
  }
}
