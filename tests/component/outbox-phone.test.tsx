import { screen, within } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import OutboxList from '../../src/pages/outbox/OutboxList';
import { setProfile } from '../../src/providers/profileStore';
import { platformAdmin } from './profiles';
import { onPhone, renderWithAdmin } from './renderWithAdmin';

const mail = {
  id: 5,
  toAddress: 'anna@voorbeeld.nl',
  subject: 'Je contract loopt af',
  code: null,
  status: 'failed',
  attempts: 3,
  error: 'Verbinding geweigerd',
  createdAt: '2026-07-01T08:00:00.000Z',
  sentAt: null,
};

const dataProvider = {
  getList: vi.fn(async () => ({ data: [mail], total: 1 })),
  getMany: vi.fn(async () => ({ data: [] })),
} as unknown as DataProvider;

describe('the outbox on a phone', () => {
  afterEach(() => setProfile(null));

  it('shows a card per mail, its subject the heading, opening the mail', () =>
    onPhone(async () => {
      setProfile(platformAdmin);
      renderWithAdmin(
        <ResourceContextProvider value="mails">
          <OutboxList />
        </ResourceContextProvider>,
        { dataProvider, path: '/mails' },
      );
      const card = await screen.findByRole('link', { name: /Je contract loopt af/ });
      expect(card).toHaveAttribute('href', '/mails/5');
      expect(within(card).getByText('anna@voorbeeld.nl')).toBeInTheDocument();
      expect(within(card).getByText(/Verbinding geweigerd/)).toBeInTheDocument();
      expect(within(card).getByText('Pogingen:')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    }));
});
