/**
 * Role × resource × action, generated from the declarations: for every resource (the declared
 * list plus the test's own) and every demo viewer, the expected allow/deny is computed from the
 * resource's rules with the viewer's AccessContext (and the subscription rule for company data),
 * and the API must agree: 2xx when allowed, 403 when denied.
 */
import { canUseCompanyData } from '../../../src/schema/access';
import {
  ACTIONS,
  type Action,
  hasCompanyColumn,
  type Resource,
  type Row,
  type RowFilter,
} from '../../../src/schema/dsl';
import { resources } from '../../../src/schema/resources';
import { sampleValues } from './samples';
import {
  allResources,
  bodyFromRow,
  DEMO_VIEWERS,
  type DemoViewer,
  insertRow,
  type ResourceApp,
  startResourceApp,
} from './setup';

let a: ResourceApp;
beforeAll(async () => {
  a = await startResourceApp();
});
afterAll(() => a.t.close());

/** What the rules say, before any request: false (403), true, or a row filter. */
function expected(resource: Resource, viewer: DemoViewer, action: Action): boolean | RowFilter {
  if (hasCompanyColumn(resource) && !canUseCompanyData(viewer.context.viewer)) return false;
  return resource.access[action](viewer.context);
}

/**
 * Whether the viewer may ask the options (names) of `resource` (server/resources/options.ts): who may
 * list it, or who may read or write a resource with a reference field to it.
 */
function mayAskOptions(resource: Resource, viewer: DemoViewer): boolean {
  if (expected(resource, viewer, 'list') !== false) return true;
  return allResources.some(
    (other) =>
      Object.values(other.meta).some(
        (meta) =>
          (meta.kind === 'reference' || meta.kind === 'references') && meta.reference === resource.name,
      ) && (['list', 'create', 'edit'] as const).some((action) => expected(other, viewer, action) !== false),
  );
}

/** Values that make a row pass a row filter (its scalar entries, or an array's first value). */
const satisfying = (filter: boolean | RowFilter): Record<string, unknown> =>
  typeof filter === 'object'
    ? Object.fromEntries(
        Object.entries(filter)
          .filter(([key]) => key !== 'id' && key !== 'companyId')
          .map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
      )
    : {};

/** One shared row per resource and company for show and edit (rows are only made when needed). */
const shared = new Map<string, Row>();
async function sharedRow(resource: Resource, company: number, overrides: Record<string, unknown>) {
  const key = `${resource.name}/${company}/${JSON.stringify(overrides)}`;
  let row = shared.get(key);
  if (!row) {
    row = await insertRow(a, resource, company, overrides);
    shared.set(key, row);
  }
  return row;
}

const OK: Record<Action, number> = { list: 200, show: 200, create: 201, edit: 200, delete: 200 };

it('covers every declared resource', () => {
  for (const resource of resources) expect(allResources).toContain(resource);
  expect(allResources.some((resource) => resource.name === 'gadgets')).toBe(true);
});

describe.each(allResources.map((resource) => [resource.name, resource] as const))('%s', (_name, resource) => {
  it.each(DEMO_VIEWERS.map((email) => [email]))('%s', async (email) => {
    const viewer = a.viewers.get(email) as DemoViewer;
    const company = viewer.homeCompany;
    const base = `/api/${resource.name}`;
    const outcomes: string[] = [];
    const wanted: string[] = [];
    for (const action of ACTIONS) {
      const rule = expected(resource, viewer, action);
      const overrides = satisfying(rule);
      let response: Awaited<ReturnType<typeof a.t.call>>;
      if (action === 'list') {
        response = await a.t.call({ method: 'GET', url: base, token: viewer.token });
        const options = await a.t.call({
          method: 'GET',
          url: `${base}/list?limit=9999`,
          token: viewer.token,
        });
        expect(options.statusCode === 200, `${resource.name}/list as ${email}`).toBe(
          mayAskOptions(resource, viewer),
        );
      } else if (action === 'create') {
        const payload = { ...(await sampleValues(a, resource, company)), ...overrides };
        if (resource.scope === 'company' && viewer.context.companyId === null) payload.companyId = company;
        response = await a.t.call({ method: 'POST', url: base, token: viewer.token, payload });
      } else {
        // A fresh row to delete when deleting may succeed; otherwise the shared one.
        const row =
          action === 'delete' && rule !== false
            ? await insertRow(a, resource, company, overrides)
            : await sharedRow(resource, company, overrides);
        const url = `${base}/${row.id}`;
        response =
          action === 'show'
            ? await a.t.call({ method: 'GET', url, token: viewer.token })
            : action === 'edit'
              ? await a.t.call({
                  method: 'PUT',
                  url,
                  token: viewer.token,
                  payload: bodyFromRow(resource, row),
                })
              : await a.t.call({ method: 'DELETE', url, token: viewer.token });
      }
      const status = response.statusCode;
      // A row filter the sample row cannot satisfy hides it: 404, never 403.
      const filtered = typeof rule === 'object' && status === 404 && action !== 'list' && action !== 'create';
      outcomes.push(
        `${action} ${filtered ? OK[action] : status}${!filtered && status >= 400 && status !== 403 ? ` ${response.body}` : ''}`,
      );
      wanted.push(`${action} ${rule === false ? 403 : OK[action]}`);
    }
    expect(outcomes).toEqual(wanted);
  });
});
