/**
 * getList hands on whether the server estimated a list's total (X-Total-Estimated beside
 * Content-Range) as `meta.estimatedTotal`, which the pagination reads.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '../../src/providers/dataProvider';

const answerWith = (headers: Record<string, string>) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify([{ id: 1, firstName: 'Anna' }]), {
          status: 200,
          headers: { 'Content-Type': 'application/json', ...headers },
        }),
    ),
  );

const listContacts = () =>
  dataProvider.getList('contacts', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'lastName', order: 'ASC' },
    filter: {},
  });

afterEach(() => vi.unstubAllGlobals());

describe('getList', () => {
  it('marks an estimated total', async () => {
    answerWith({ 'Content-Range': 'contacts 0-0/12345', 'X-Total-Estimated': 'true' });
    const result = await listContacts();
    expect(result.total).toBe(12345);
    expect(result.meta).toEqual({ estimatedTotal: true });
  });

  it('leaves a counted total unmarked', async () => {
    answerWith({ 'Content-Range': 'contacts 0-0/1559' });
    const result = await listContacts();
    expect(result).toMatchObject({ data: [{ id: 1, firstName: 'Anna' }], total: 1559 });
    expect(result.meta).toEqual({ estimatedTotal: false });
  });
});
