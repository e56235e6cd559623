import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { InvoicePeriodCell } from '../../../src/resources/invoices/InvoicePeriodCell';
import { renderWithAdmin } from '../renderWithAdmin';

describe("an invoice's period in the list", () => {
  it('names its start and end, as the PDF does', async () => {
    renderWithAdmin(
      <RecordContextProvider value={{ id: 3, periodStart: '2026-01-14', periodEnd: '2026-01-31' }}>
        <InvoicePeriodCell />
      </RecordContextProvider>,
    );
    expect(await screen.findByText('14-01-2026 t/m 31-01-2026')).toBeInTheDocument();
  });
});
