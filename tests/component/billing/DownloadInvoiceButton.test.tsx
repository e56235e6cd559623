import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { setProfile } from '../../../src/providers/profileStore';
import { DownloadInvoiceButton } from '../../../src/resources/invoices/DownloadInvoiceButton';
import { profile } from '../contracts/views-fixtures';
import { renderWithAdmin } from '../renderWithAdmin';

describe('the invoice download button', () => {
  afterEach(() => setProfile(null));

  it('links to the invoice PDF with the download-only token, named after the invoice', async () => {
    setProfile({ ...profile([2]), downloadToken: 'dl-token' });
    renderWithAdmin(
      <RecordContextProvider value={{ id: 12, number: '2026-00007' }}>
        <DownloadInvoiceButton />
      </RecordContextProvider>,
    );
    const link = await screen.findByRole('link', { name: 'Factuur 2026-00007 als pdf downloaden' });
    expect(link.getAttribute('href')).toBe('/api/invoices/12/pdf?_token=dl-token');
    expect(link.getAttribute('download')).toBe('factuur-2026-00007.pdf');
  });
});
