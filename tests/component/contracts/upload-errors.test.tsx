/**
 * A refused upload on the contract's detail page names the reason in Dutch:
 * the company's storage quota full, a file over 20 MB, also when a proxy answered the 413.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../../src/providers/profileStore';
import { ContractDetail } from '../../../src/resources/contracts/ContractDetail';
import * as api from '../../../src/resources/contracts/contractApi';
import { renderWithAdmin } from '../renderWithAdmin';
import { fakeData, inContracts, profile } from './views-fixtures';

vi.mock('../../../src/resources/contracts/contractApi', async (original) => ({
  ...(await original<typeof import('../../../src/resources/contracts/contractApi')>()),
  listDocuments: vi.fn(),
  uploadDocument: vi.fn(),
  listManualAlerts: vi.fn(),
  listDeliveries: vi.fn(),
  listOutcomes: vi.fn(async () => []),
}));

const contract = vi.mocked(api);

vi.setConfig({ testTimeout: 20_000 });

const openDetail = () =>
  renderWithAdmin(
    inContracts(
      <Routes>
        <Route path="/contracts/:id" element={<ContractDetail />} />
      </Routes>,
    ),
    { dataProvider: fakeData(), path: '/contracts/1' },
  );

async function chooseFile(name: string) {
  // The first render of the detail page is slow on a busy machine.
  await screen.findByText('Nog geen documenten.', {}, { timeout: 10_000 });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['%PDF-1.4'], name, { type: 'application/pdf' }));
}

describe('a refused upload', () => {
  beforeEach(() => {
    setProfile(profile([2]));
    contract.listDocuments.mockResolvedValue([]);
    contract.listManualAlerts.mockResolvedValue([]);
    contract.listDeliveries.mockResolvedValue([]);
  });
  afterEach(() => {
    setProfile(null);
    vi.clearAllMocks();
  });

  it("says the company's storage is full", async () => {
    contract.uploadDocument.mockRejectedValue(
      new api.UploadError(413, 'resources.contracts.errors.storage_quota'),
    );
    openDetail();
    await chooseFile('offerte.pdf');
    expect(
      await screen.findByText(
        'Uploaden van offerte.pdf mislukt: Het bestand past niet meer in de opslagruimte van je bedrijf. ' +
          'Verwijder documenten die je niet meer nodig hebt of vraag de beheerder om meer ruimte.',
      ),
    ).toBeInTheDocument();
  });

  it('says the file is too large, also for a 413 without the server’s reason', async () => {
    contract.uploadDocument.mockRejectedValue(new api.UploadError(413, 'app.common.something_went_wrong'));
    openDetail();
    await chooseFile('scan.pdf');
    expect(
      await screen.findByText('Uploaden van scan.pdf mislukt: Het bestand is te groot: maximaal 20 MB.'),
    ).toBeInTheDocument();
  });
});
