import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import DashboardPage from '../../../src/pages/DashboardPage';
import { setProfile } from '../../../src/providers/profileStore';
import { profile } from '../contracts/views-fixtures';
import { renderWithAdmin } from '../renderWithAdmin';

const { http } = vi.hoisted(() => ({ http: vi.fn() }));
vi.mock('../../../src/providers/httpClient', async (original) => ({
  ...(await original<typeof import('../../../src/providers/httpClient')>()),
  httpClient: http,
}));

const SUMMARY = {
  month: '2026-11',
  companies: 12,
  activeSubscriptions: 9,
  monthlyRecurringRevenue: 1234.5,
  invoicesThisMonth: 7,
  contractsTotal: 345,
  mailsFailed: 2,
  offerRequestsSent: 4,
  offersNew: 1,
};

const hrefOf = async (name: string) => {
  const link = await screen.findByRole('link', { name });
  return decodeURIComponent(link.getAttribute('href') ?? '');
};

describe('the platform dashboard (role 1)', () => {
  afterEach(() => {
    setProfile(null);
    vi.clearAllMocks();
  });

  it('shows the six platform numbers, money in euros, each opening its filtered list', async () => {
    http.mockResolvedValue({ status: 200, headers: new Headers(), body: '', json: SUMMARY });
    setProfile({ ...profile([1]), company: null, subscription: null });
    renderWithAdmin(<DashboardPage />, { path: '/dashboard' });
    expect(await hrefOf('12 Bedrijven')).toBe('/companies');
    expect(await hrefOf('9 Actieve abonnementen')).toBe('/subscriptions?filter={"active":true}');
    expect(await hrefOf('€ 1.234,50 Maandomzet excl. btw')).toBe('/subscriptions?filter={"active":true}');
    expect(await hrefOf('7 Facturen deze maand')).toBe('/invoices?filter={"month":"2026-11"}');
    expect(await hrefOf('345 Contracten')).toBe('/contracts');
    expect(await hrefOf('2 Mislukte e-mails')).toBe('/mails?filter={"status":"failed"}');
    expect(http).toHaveBeenCalledWith('platform/summary');
    // The way to onboard a company instead of the way to one's own contracts.
    expect(screen.getByRole('link', { name: 'Nieuw bedrijf' })).toHaveAttribute('href', '/companies/create');
    expect(screen.queryByRole('link', { name: 'Contracten bekijken' })).not.toBeInTheDocument();
  });

  it('says so when the numbers cannot be loaded', async () => {
    http.mockRejectedValue(new Error('offline'));
    setProfile({ ...profile([1]), company: null, subscription: null });
    renderWithAdmin(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('De cijfers konden niet worden geladen.')).toBeInTheDocument();
  });

  it('is not shown to company users', async () => {
    http.mockResolvedValue({ status: 200, headers: new Headers(), body: '', json: SUMMARY });
    setProfile(profile([4]));
    renderWithAdmin(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('Welkom, Anna')).toBeInTheDocument();
    expect(screen.queryByText('Platform in cijfers')).not.toBeInTheDocument();
    // Role 4 loads its contract numbers; never the platform's.
    expect(http.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('platform'))).toEqual([]);
  });
});
