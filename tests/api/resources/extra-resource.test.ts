/** A resource declared only in this test gets the whole API: CRUD, query, options, validation, access, tenancy. */
import { eq } from 'drizzle-orm';
import { locations } from '../../../server/db/schema';
import { storedFields } from '../../../src/schema/dsl';
import { dataUrl, TINY_PNG } from '../fixtures';
import { allResources, gadgets, insertRow, type ResourceApp, rowOf, startResourceApp } from './setup';

let a: ResourceApp;
let admin: string;
let manager: string;
let contracts: string;
let reader: string;
beforeAll(async () => {
  a = await startResourceApp();
  [admin, manager, contracts, reader] = [
    'admin@demo.nl',
    'beheerder@demo.nl',
    'contracten@demo.nl',
    'lezer@demo.nl',
  ].map((email) => a.viewers.get(email)?.token ?? '');
});
afterAll(() => a.t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => a.t.call({ method, url, token, ...(payload ? { payload } : {}) });
const list = (token: string, query: Record<string, unknown> = {}) =>
  call(
    'GET',
    `/api/gadgets?${new URLSearchParams(
      Object.fromEntries(Object.entries(query).map(([key, value]) => [key, JSON.stringify(value)])),
    )}`,
    token,
  );

describe('CRUD', () => {
  it('creates, shows, updates and deletes a gadget', async () => {
    const created = await call('POST', '/api/gadgets', manager, {
      name: ' Koffiemachine ',
      price: 1234.567,
      size: 'large',
      madeOn: '2026-02-03',
      colours: ['red', 'blue'],
      id: 99,
      createdAt: 'ignored',
    });
    expect(created.statusCode).toBe(201);
    const gadget = created.json();
    expect(gadget).toMatchObject({
      name: 'Koffiemachine',
      price: 1234.57,
      size: 'large',
      madeOn: '2026-02-03',
      colours: ['red', 'blue'],
      companyId: a.bakery,
      photo: null,
      location: null,
    });
    expect(gadget.id).not.toBe(99);
    expect(typeof gadget.createdAt).toBe('string');

    const shown = await call('GET', `/api/gadgets/${gadget.id}`, manager);
    expect(shown.json()).toEqual(gadget);

    const updated = await call('PUT', `/api/gadgets/${gadget.id}`, manager, {
      ...gadget,
      name: 'Espressomachine',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: gadget.id, name: 'Espressomachine', price: 1234.57 });

    const deleted = await call('DELETE', `/api/gadgets/${gadget.id}`, manager);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ id: gadget.id, name: 'Espressomachine' });
    expect((await call('GET', `/api/gadgets/${gadget.id}`, manager)).statusCode).toBe(404);
  });

  it('changes only the fields a PATCH sends, through the same checks as a PUT', async () => {
    const created = await call('POST', '/api/gadgets', manager, {
      name: 'Broodrooster',
      price: 49.95,
      size: 'small',
      colours: ['red'],
    });
    const gadget = created.json();
    const patched = await call('PATCH', `/api/gadgets/${gadget.id}`, manager, { price: 39.5 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({ ...gadget, price: 39.5 });
    // null empties a field; a wrong value is refused and changes nothing.
    const emptied = await call('PATCH', `/api/gadgets/${gadget.id}`, manager, { price: null, colours: [] });
    expect(emptied.json()).toMatchObject({ price: null, colours: [], name: 'Broodrooster' });
    const refused = await call('PATCH', `/api/gadgets/${gadget.id}`, manager, { size: 'huge', name: '' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['name', 'size']);
    expect((await call('GET', `/api/gadgets/${gadget.id}`, manager)).json()).toMatchObject({
      name: 'Broodrooster',
      size: 'small',
      price: null,
    });
    expect((await call('PATCH', `/api/gadgets/${gadget.id}`, reader, { price: 1 })).statusCode).toBe(403);
    expect((await call('PATCH', '/api/gadgets/2147483647', manager, { price: 1 })).statusCode).toBe(404);
  });

  it('rejects malformed ids with 400 and unknown ones with 404', async () => {
    for (const id of ['abc', '0', '-1', '2147483648', '1.5'])
      expect((await call('GET', `/api/gadgets/${id}`, manager)).statusCode).toBe(400);
    expect((await call('GET', '/api/gadgets/2147483647', manager)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/gadgets/2147483647', manager)).statusCode).toBe(404);
  });

  it('stores an image sent as a data URL, serves it with the download token and keeps it when its path comes back', async () => {
    const created = await call('POST', '/api/gadgets', manager, {
      name: 'Met foto',
      photo: dataUrl('image/png', TINY_PNG),
    });
    const gadget = created.json();
    expect(gadget.photo).toMatch(new RegExp(`^/api/gadgets/${gadget.id}/photo\\?v=\\d+$`));
    const profile = (await call('GET', '/api/auth/profile', manager)).json();
    const image = await a.t.call({ method: 'GET', url: `${gadget.photo}&_token=${profile.downloadToken}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await a.t.call({ method: 'GET', url: gadget.photo })).statusCode).toBe(401);
    // The bearer token is no download token.
    expect((await a.t.call({ method: 'GET', url: `${gadget.photo}&_token=${manager}` })).statusCode).toBe(
      401,
    );

    const kept = await call('PUT', `/api/gadgets/${gadget.id}`, manager, { ...gadget, name: 'Nog steeds' });
    expect(kept.json().photo).toMatch(/^\/api\/gadgets\/\d+\/photo\?v=/);
    expect((await rowOf(a, gadgets, gadget.id))?.photo).toMatch(/^data:image\/png;base64,/);

    const bad = await call('PUT', `/api/gadgets/${gadget.id}`, manager, {
      ...gadget,
      photo: 'data:image/png;base64,AAAA',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ photo: 'app.validation.image' });

    const removed = await call('PUT', `/api/gadgets/${gadget.id}`, manager, { ...gadget, photo: null });
    expect(removed.json().photo).toBeNull();
  });
});

describe('list query', () => {
  beforeAll(async () => {
    const names = ['Appel', 'Banaan', 'Citroen', 'Dadel', 'Eik 50%', 'Fiets_1'];
    for (const [index, name] of names.entries()) {
      await insertRow(a, gadgets, a.bakery, {
        name: `Q ${name}`,
        price: index * 10,
        size: index % 2 === 0 ? 'small' : 'large',
        colours: index % 2 === 0 ? ['red'] : ['green', 'blue'],
      });
    }
    await insertRow(a, gadgets, a.bikes, { name: 'Q Fiets van een ander' });
  });

  it('sorts, pages and counts with Content-Range', async () => {
    const response = await list(manager, { sort: ['price', 'DESC'], range: [1, 3], filter: { q: 'q ' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('gadgets 1-3/6');
    expect(response.headers['access-control-expose-headers']).toBe('Content-Range, x-total-estimated');
    expect(response.json().map((row: { price: number }) => row.price)).toEqual([40, 30, 20]);
    const sorted = await list(manager, { filter: { q: 'Q ' } });
    expect(sorted.json().map((row: { name: string }) => row.name)).toEqual([
      'Q Appel',
      'Q Banaan',
      'Q Citroen',
      'Q Dadel',
      'Q Eik 50%',
      'Q Fiets_1',
    ]);
  });

  it('filters by q (literal % and _), field equality, IN, array overlap and ids', async () => {
    const names = async (filter: object) =>
      (await list(manager, { filter })).json().map((row: { name: string }) => row.name);
    expect(await names({ q: 'BANAAN' })).toEqual(['Q Banaan']);
    expect(await names({ q: '50%' })).toEqual(['Q Eik 50%']);
    expect(await names({ q: 's_1' })).toEqual(['Q Fiets_1']);
    expect(await names({ q: '%' })).toEqual(['Q Eik 50%']);
    expect(await names({ q: 'Q', size: 'large' })).toEqual(['Q Banaan', 'Q Dadel', 'Q Fiets_1']);
    expect(await names({ q: 'Q', price: [0, 20] })).toEqual(['Q Appel', 'Q Citroen']);
    expect(await names({ q: 'Q', colours: ['blue'] })).toEqual(['Q Banaan', 'Q Dadel', 'Q Fiets_1']);
    expect(await names({ q: 'Q', colours: 'red' })).toEqual(['Q Appel', 'Q Citroen', 'Q Eik 50%']);
    const ids = (await list(manager, { filter: { q: 'Q' } })).json().map((row: { id: number }) => row.id);
    expect(await names({ id: ids.slice(0, 2) })).toEqual(['Q Appel', 'Q Banaan']);
    expect(await names({ id: ids[2] })).toEqual(['Q Citroen']);
  });

  it('answers bad queries with 400', async () => {
    for (const query of [
      { sort: ['nope', 'ASC'] },
      { sort: ['code', 'ASC'] },
      { sort: ['name', 'UP'] },
      { range: [5, 1] },
      { range: [0, 5000] },
      { range: [-1, 5] },
      { filter: { nope: 1 } },
      { filter: { price: 'abc' } },
      { filter: { madeOn: '2026-13-45' } },
      { filter: { photo: 'x' } },
    ]) {
      const response = await list(manager, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    const malformed = await call('GET', '/api/gadgets?filter={"q":', manager);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('filter is not valid JSON');
  });

  it('serves dropdown options with pagination meta', async () => {
    const page = (await call('GET', '/api/gadgets/list?q=q%20&page=2&limit=4', manager)).json();
    expect(page.meta).toEqual({ current_page: 2, last_page: 2, total: 6, per_page: 4 });
    expect(page.data).toEqual([
      { id: expect.any(Number), name: 'Q Eik 50%' },
      { id: expect.any(Number), name: 'Q Fiets_1' },
    ]);
    const all = (await call('GET', '/api/gadgets/list?limit=9999', manager)).json();
    expect(all.meta.per_page).toBe(9999);
    expect(all.data.length).toBe(all.meta.total);
    expect(all.data.some((row: { name: string }) => row.name === 'Q Fiets van een ander')).toBe(false);
    expect((await call('GET', '/api/gadgets/list?limit=99999', manager)).json().meta.per_page).toBe(9999);
    expect((await call('GET', '/api/gadgets/list', reader)).statusCode).toBe(403);
  });
});

describe('validation', () => {
  it('answers 400 with i18n keys per field', async () => {
    const response = await call('POST', '/api/gadgets', manager, {
      name: '',
      price: 'veel',
      size: 'huge',
      madeOn: '03-02-2026',
      colours: ['purple'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      errors: {
        name: 'app.validation.required',
        price: 'app.validation.number',
        size: 'app.validation.choice',
        madeOn: 'app.validation.date',
        'colours.0': 'app.validation.choice',
      },
    });
  });

  it('maps a duplicate to a 400 on the unique field', async () => {
    await call('POST', '/api/gadgets', manager, { name: 'Dubbel' });
    const response = await call('POST', '/api/gadgets', manager, { name: 'Dubbel' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'app.validation.unique' });
    // Per company: another company may use the same name.
    const other = await call('POST', '/api/gadgets', admin, { name: 'Dubbel', companyId: a.bikes });
    expect(other.statusCode).toBe(201);
  });

  it('answers every error of a request at once: fields, references and unique keys', async () => {
    await call('POST', '/api/gadgets', manager, { name: 'Eenmalig', code: 'E-1' });
    const body = { name: 'Eenmalig', code: 'E-1', price: 'veel', location: 2_000_000, colours: ['purple'] };
    const created = await call('POST', '/api/gadgets', manager, body);
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({
      message: 'Validation failed',
      errors: {
        name: 'app.validation.unique',
        code: 'app.validation.unique',
        price: 'app.validation.number',
        location: 'app.validation.reference',
        'colours.0': 'app.validation.choice',
      },
    });
    // An update the same way; its own values are no duplicate of itself.
    const other = (await call('POST', '/api/gadgets', manager, { name: 'Anders' })).json();
    const updated = await call('PUT', `/api/gadgets/${other.id}`, manager, { ...other, ...body });
    expect(updated.json().errors).toEqual(created.json().errors);
    const self = await call('PUT', `/api/gadgets/${other.id}`, manager, { ...other, price: 'veel' });
    expect(self.json().errors).toEqual({ price: 'app.validation.number' });
    // A bad id is still answered on its own.
    expect((await call('PUT', '/api/gadgets/abc', manager, body)).json().errors).toEqual({
      id: expect.any(String),
    });
  });

  it('lets an optional unique field stay empty on many rows, but not repeat a value', async () => {
    for (const name of ['Leeg 1', 'Leeg 2'])
      expect((await call('POST', '/api/gadgets', manager, { name, code: '' })).statusCode).toBe(201);
    expect((await call('POST', '/api/gadgets', manager, { name: 'Code 1', code: 'G-7' })).statusCode).toBe(
      201,
    );
    const response = await call('POST', '/api/gadgets', manager, { name: 'Code 2', code: 'G-7' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ code: 'app.validation.unique' });
  });

  it('checks references: they must exist and belong to the same company', async () => {
    const [own] = (await call('GET', '/api/locations/list', manager)).json().data;
    const ok = await call('POST', '/api/gadgets', manager, { name: 'Hier', location: own.id });
    expect(ok.json().location).toBe(own.id);
    const foreign = await insertRow(a, gadgets, a.bikes);
    const theirs = await call('POST', '/api/gadgets', admin, { name: 'x', companyId: a.bikes });
    expect(theirs.statusCode).toBe(201);
    const bikeLocation = await a.t.database.db
      .select()
      .from(locations)
      .where(eq(locations.companyId, a.bikes));
    expect(bikeLocation.length).toBeGreaterThan(0);
    const stolen = await call('POST', '/api/gadgets', manager, {
      name: 'Daar',
      location: bikeLocation[0].id,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toEqual({ location: 'app.validation.reference' });
    const missing = await call('POST', '/api/gadgets', manager, { name: 'Nergens', location: 2_000_000 });
    expect(missing.statusCode).toBe(400);
    expect(foreign.companyId).toBe(a.bikes);
  });

  it('needs a company from a platform admin', async () => {
    expect((await call('POST', '/api/gadgets', admin, { name: 'Zonder' })).json().errors).toEqual({
      companyId: 'app.validation.required',
    });
    expect(
      (await call('POST', '/api/gadgets', admin, { name: 'Onbekend', companyId: 999_999 })).json().errors,
    ).toEqual({
      companyId: 'app.validation.reference',
    });
  });
});

describe('access', () => {
  it('refuses signed-out callers and roles the rule denies', async () => {
    expect((await a.t.call({ method: 'GET', url: '/api/gadgets' })).statusCode).toBe(401);
    expect((await list(reader)).statusCode).toBe(403);
    expect((await call('POST', '/api/gadgets', contracts, { name: 'x' })).statusCode).toBe(403);
    // Access comes before validation: no 400 for a caller who may not create at all.
    expect((await call('POST', '/api/gadgets', contracts, { name: '' })).statusCode).toBe(403);
  });

  it('restricts rows with a row filter rule, and hides the others as 404', async () => {
    const small = await insertRow(a, gadgets, a.bakery, { name: 'Klein', size: 'small' });
    const large = await insertRow(a, gadgets, a.bakery, { name: 'Groot', size: 'large' });
    const sizes = (await list(contracts, { range: [0, 999] }))
      .json()
      .map((row: { size: string }) => row.size);
    expect(sizes.length).toBeGreaterThan(0);
    expect(new Set(sizes)).toEqual(new Set(['small']));
    expect((await call('GET', `/api/gadgets/${small.id}`, contracts)).statusCode).toBe(200);
    expect((await call('GET', `/api/gadgets/${large.id}`, contracts)).statusCode).toBe(404);
  });

  it('keeps each company to its own rows; a platform admin sees all', async () => {
    const theirs = await insertRow(a, gadgets, a.bikes, { name: 'Van de fietsenmaker' });
    const mine = (await list(manager, { range: [0, 999] })).json();
    expect(mine.every((row: { companyId: number }) => row.companyId === a.bakery)).toBe(true);
    expect((await call('GET', `/api/gadgets/${theirs.id}`, manager)).statusCode).toBe(404);
    expect((await call('PUT', `/api/gadgets/${theirs.id}`, manager, { name: 'Gekaapt' })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/gadgets/${theirs.id}`, manager)).statusCode).toBe(404);
    expect((await rowOf(a, gadgets, theirs.id))?.name).toBe('Van de fietsenmaker');
    // A company id sent by a company user is ignored: the row lands in their own company.
    const created = await call('POST', '/api/gadgets', manager, { name: 'Poging', companyId: a.bikes });
    expect(created.json().companyId).toBe(a.bakery);
    const everything = (await list(admin, { range: [0, 999] })).json();
    expect(everything.some((row: { id: number }) => row.id === theirs.id)).toBe(true);
  });
});

describe('OpenAPI', () => {
  it('describes the resource routes and the auth routes', async () => {
    const response = await a.t.call({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/gadgets', '/api/gadgets/{id}', '/api/gadgets/list', '/api/auth/login']),
    );
    expect(document.paths['/api/gadgets'].post.requestBody).toBeTruthy();
  });

  it('gives every resource route a response schema derived from the declaration; a create answers 201', async () => {
    const document = (await a.t.call({ method: 'GET', url: '/api/docs' })).json();
    const schemaOf = (path: string, method: string, status: string) =>
      document.paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    for (const resource of allResources) {
      const base = `/api/${resource.name}`;
      const where = `${resource.name}`;
      expect(schemaOf(base, 'get', '200')?.type, where).toBe('array');
      const records = [
        schemaOf(base, 'get', '200')?.items,
        schemaOf(`${base}/{id}`, 'get', '200'),
        schemaOf(base, 'post', '201'),
        schemaOf(`${base}/{id}`, 'put', '200'),
        schemaOf(`${base}/{id}`, 'delete', '200'),
      ];
      for (const record of records) {
        expect(record?.properties?.id, where).toBeTruthy();
        expect(Object.keys(record?.properties ?? {}), where).toEqual(
          expect.arrayContaining(storedFields(resource)),
        );
      }
      expect(document.paths[base].post.responses['200'], where).toBeUndefined();
      const options = schemaOf(`${base}/list`, 'get', '200');
      expect(Object.keys(options?.properties ?? {}), where).toEqual(['data', 'meta']);
    }
    const gadget = schemaOf('/api/gadgets/{id}', 'get', '200');
    expect(gadget.properties.size.enum ?? gadget.properties.size.anyOf?.[0]?.enum).toEqual([
      'small',
      'large',
    ]);
    expect(gadget.properties.price.type ?? gadget.properties.price.anyOf?.[0]?.type).toBe('number');
  });

  it('documents the error answers a route gives, and the server gives them in that shape', async () => {
    const document = (await a.t.call({ method: 'GET', url: '/api/docs' })).json();
    const answers = (path: string, method: string) => Object.keys(document.paths[path][method].responses);
    expect(answers('/api/gadgets/{id}', 'put')).toEqual(['200', '400', '401', '403', '404', '413']);
    expect(answers('/api/gadgets', 'get')).toEqual(['200', '400', '401', '403']);
    const body = document.paths['/api/gadgets/{id}'].put.responses['400'].content['application/json'].schema;
    expect(body.required).toEqual(['message']);
    // Public routes need no session: no bearer, no 401 or 403.
    const login = document.paths['/api/auth/login'].post;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toEqual(['200', '400', '413']);
    // The app's pages are not API calls.
    expect(document.paths['/aanbod/{token}']).toBeUndefined();

    const [gadget] = (await list(manager)).json();
    const shapeOf = (response: { json(): Record<string, unknown> }) => Object.keys(response.json()).sort();
    const refused = {
      400: await call('PUT', `/api/gadgets/${gadget.id}`, manager, { ...gadget, price: 'veel' }),
      401: await call('PUT', `/api/gadgets/${gadget.id}`, '', gadget),
      403: await call('PUT', `/api/gadgets/${gadget.id}`, reader, gadget),
      404: await call('PUT', '/api/gadgets/999999', manager, gadget),
    };
    for (const [code, response] of Object.entries(refused)) {
      expect(response.statusCode).toBe(Number(code));
      expect(shapeOf(response)).toEqual(code === '400' ? ['errors', 'message'] : ['message']);
    }
  });
});
