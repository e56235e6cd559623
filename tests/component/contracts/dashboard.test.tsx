import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DashboardPage, { askNumbersEarly } from '../../../src/pages/DashboardPage';
import { setProfile } from '../../../src/providers/profileStore';
import * as api from '../../../src/resources/contracts/contractApi';
import { renderWithAdmin } from '../renderWithAdmin';
import { profile } from './views-fixtures';

vi.mock('../../../src/resources/contracts/contractApi', async (original) => ({
  ...(await original<typeof import('../../../src/resources/contracts/contractApi')>()),
  dashboardNumbers: vi.fn(),
  contractCharts: vi.fn(() => new Promise(() => {})),
}));

const numbers = vi.mocked(api.dashboardNumbers);

/** The `filter` a link hands the contract list. */
const filterOf = (link: HTMLElement) => {
  const url = new URL(link.getAttribute('href') ?? '', 'http://app');
  expect(url.pathname).toBe('/contracts');
  return JSON.parse(url.searchParams.get('filter') ?? 'null');
};

describe('dashboard', () => {
  beforeEach(() => {
    numbers.mockResolvedValue({
      running: 38,
      noticeWithin30: 3,
      noticeWithin90: 7,
      endsWithin30: 2,
      endsWithin90: 5,
      expiredLast30: 1,
    });
  });
  afterEach(() => {
    setProfile(null);
    vi.clearAllMocks();
  });

  it('shows the six numbers, each linking to the list with exactly its filter', async () => {
    setProfile(profile([2]));
    renderWithAdmin(<DashboardPage />, { path: '/dashboard' });
    const expected: [string, object][] = [
      ['38 Actieve contracten', { running: true }],
      ['3 Opzegdatum binnen 30 dagen', { noticeWithin: 30 }],
      ['7 Opzegdatum binnen 90 dagen', { noticeWithin: 90 }],
      ['2 Loopt af binnen 30 dagen', { endsWithin: 30 }],
      ['5 Loopt af binnen 90 dagen', { endsWithin: 90 }],
      ['1 Verlopen in de afgelopen 30 dagen', { expiredWithin: 30 }],
    ];
    for (const [name, filter] of expected) {
      expect(filterOf(await screen.findByRole('link', { name }))).toEqual(filter);
    }
    expect(screen.getByRole('link', { name: 'Contracten bekijken' })).toHaveAttribute('href', '/contracts');
  });

  it('says so when the numbers cannot be loaded', async () => {
    numbers.mockRejectedValue(new Error('offline'));
    setProfile(profile([3]));
    renderWithAdmin(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('De cijfers konden niet worden geladen.')).toBeInTheDocument();
  });

  it('shows role 4 the six numbers read-only: no link to the list it may not open', async () => {
    setProfile(profile([4]));
    renderWithAdmin(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Welkom, Anna')).toBeInTheDocument();
    expect(await screen.findByText('38')).toBeInTheDocument();
    expect(screen.getByText('Verlopen in de afgelopen 30 dagen')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(numbers).toHaveBeenCalledTimes(1);
  });
});

describe('dashboard numbers on a signed-in visit to /', () => {
  afterEach(() => {
    setProfile(null);
    vi.clearAllMocks();
  });

  it('are asked for before the page renders, and that answer is used once', async () => {
    numbers.mockResolvedValue({
      running: 4,
      noticeWithin30: 0,
      noticeWithin90: 1,
      endsWithin30: 0,
      endsWithin90: 0,
      expiredLast30: 0,
    });
    setProfile(profile([2]));
    window.history.pushState({}, '', '/');
    askNumbersEarly();
    expect(numbers).toHaveBeenCalledTimes(1);
    const first = renderWithAdmin(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('link', { name: '4 Actieve contracten' });
    expect(numbers).toHaveBeenCalledTimes(1);
    first.unmount();
    // A later showing asks afresh: the numbers must be current.
    renderWithAdmin(<DashboardPage />, { path: '/dashboard' });
    await screen.findByRole('link', { name: '4 Actieve contracten' });
    expect(numbers).toHaveBeenCalledTimes(2);
  });

  it('are not asked for early for a platform admin, nor on another page', () => {
    window.history.pushState({}, '', '/');
    setProfile(profile([1]));
    askNumbersEarly();
    setProfile(profile([2]));
    window.history.pushState({}, '', '/contracts');
    askNumbersEarly();
    expect(numbers).not.toHaveBeenCalled();
    window.history.pushState({}, '', '/');
  });
});
