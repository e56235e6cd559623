import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertDefaultsCard } from '../../src/pages/account/AlertDefaultsCard';
import { setProfile } from '../../src/providers/profileStore';
import * as api from '../../src/resources/contracts/contractApi';
import { BUILT_IN_ALERT_DEFAULTS } from '../../src/schema/alert-defaults';
import { profile } from './contracts/views-fixtures';
import { renderWithAdmin } from './renderWithAdmin';

vi.mock('../../src/resources/contracts/contractApi', async (original) => ({
  ...(await original<typeof import('../../src/resources/contracts/contractApi')>()),
  getAlertDefaults: vi.fn(),
  saveAlertDefaults: vi.fn(),
}));
const contract = vi.mocked(api);

vi.setConfig({ testTimeout: 20_000 });

describe('the Standaardinstellingen card', () => {
  afterEach(() => {
    setProfile(null);
    vi.clearAllMocks();
  });

  it('shows a company admin the defaults and saves changed ones', async () => {
    contract.getAlertDefaults.mockResolvedValue(BUILT_IN_ALERT_DEFAULTS);
    contract.saveAlertDefaults.mockImplementation(async (defaults) => defaults);
    setProfile(profile([2]));
    renderWithAdmin(<AlertDefaultsCard />);
    const notice = await screen.findByRole('switch', { name: 'Melding vóór de opzegdatum' });
    expect(notice).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Melding vóór de einddatum' })).toBeChecked();
    const [noticeAdvance, endAdvance] = screen.getAllByLabelText(/Vooraf/);
    expect(noticeAdvance).toHaveValue(30);

    // A cleared advance is refused before anything is sent.
    await userEvent.clear(endAdvance);
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(await screen.findByText('Verplicht')).toBeInTheDocument();
    expect(contract.saveAlertDefaults).not.toHaveBeenCalled();

    await userEvent.type(endAdvance, '14');
    await userEvent.clear(noticeAdvance);
    await userEvent.type(noticeAdvance, '2');
    await userEvent.click(screen.getByRole('switch', { name: 'Melding vóór de einddatum' }));
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(contract.saveAlertDefaults).toHaveBeenCalledWith({
        notice: { enabled: true, amount: 2, unit: 'days' },
        end: { enabled: false, amount: 14, unit: 'days' },
      }),
    );
  });

  it('is not shown to a contract manager', async () => {
    setProfile(profile([3]));
    const { container } = renderWithAdmin(<AlertDefaultsCard />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).not.toContain('Standaardinstellingen');
    expect(contract.getAlertDefaults).not.toHaveBeenCalled();
  });
});
