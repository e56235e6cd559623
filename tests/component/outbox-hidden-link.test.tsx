/**
 * The outbox page of a mail whose single-use link the viewer may not read
 * (docs/auth-api.md#links-in-mails): the API answers HIDDEN_TOKEN in its place, the page says
 * "[verborgen]" in the plain text and the HTML, and why.
 */
import { screen } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import OutboxDetail from '../../src/pages/outbox/OutboxDetail';
import { HIDDEN_TOKEN } from '../../src/schema/resources/mails';
import { renderWithAdmin } from './renderWithAdmin';

const link = `http://app.test/auth/reset-password?token=${HIDDEN_TOKEN}`;
const mail = {
  id: 4,
  toAddress: 'tweede.beheerder@demo.nl',
  subject: 'Stel een nieuw wachtwoord in',
  code: 'password_reset',
  status: 'kept',
  attempts: 0,
  error: null,
  messageId: null,
  nextAttemptAt: '2026-04-14T09:00:00.000Z',
  sentAt: null,
  createdAt: '2026-04-14T09:00:00.000Z',
  text: `Hallo,\n\nKies een wachtwoord:\n${link}`,
  html: `<p>Kies een wachtwoord: <a href="${link}">${link}</a></p>`,
  attachments: [],
};

describe('the outbox page of a mail with a hidden link', () => {
  it('shows [verborgen] in the text and the HTML, and says why', async () => {
    const dataProvider = { getOne: vi.fn(async () => ({ data: mail })) } as unknown as DataProvider;
    renderWithAdmin(<OutboxDetail />, { path: '/mails/4', route: '/mails/:id', dataProvider });
    expect(
      await screen.findByText(/alleen de ontvanger mag die link gebruiken/, { exact: false }),
    ).toBeInTheDocument();
    const text = screen.getByText(/Kies een wachtwoord:/, { selector: 'pre' });
    expect(text.textContent).toContain('reset-password?token=[verborgen]');
    expect(text.textContent).not.toContain(HIDDEN_TOKEN);
    const frame = screen.getByTitle('Inhoud van de e-mail') as HTMLIFrameElement;
    await vi.waitFor(() =>
      expect(frame.contentDocument?.body.innerHTML).toContain('reset-password?token=[verborgen]'),
    );
    expect(frame.contentDocument?.body.innerHTML).not.toContain(HIDDEN_TOKEN);
  });
});
