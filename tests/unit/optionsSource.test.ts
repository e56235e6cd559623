/** Dropdown options from a resource's options endpoint: all at once, paged, or narrowed for a field. */
import { describe, expect, it, vi } from 'vitest';
import { optionsLoader } from '../../src/components/optionsSource';
import type { HttpClient } from '../../src/providers/httpClient';

const answering = () =>
  vi.fn(async () => ({
    status: 200,
    headers: new Headers(),
    body: '',
    json: { data: [{ id: 2, name: 'Zakelijk' }], meta: { current_page: 1, last_page: 3 } },
  })) as unknown as HttpClient & ReturnType<typeof vi.fn>;

describe('optionsLoader', () => {
  it('asks for up to 9999 at once, paging on when the server answers more pages', async () => {
    const http = answering();
    expect(await optionsLoader('plans', { http })('zak', 1)).toEqual({
      options: [{ text: 'Zakelijk', value: 2, extra: { id: 2, name: 'Zakelijk' } }],
      lastPage: 1,
    });
    expect(http).toHaveBeenCalledWith('plans/list?q=zak&limit=9999');
    const paged = answering();
    expect((await optionsLoader('plans', { http: paged, paged: true })('', 2)).lastPage).toBe(3);
    expect(paged).toHaveBeenCalledWith('plans/list?page=2&limit=9999');
  });

  it('names the reference field asking, so the server applies its declared narrowing', async () => {
    const http = answering();
    await optionsLoader('plans', { http, for: 'subscriptions.plan' })('', 1);
    expect(http).toHaveBeenCalledWith('plans/list?for=subscriptions.plan&limit=9999');
  });
});
