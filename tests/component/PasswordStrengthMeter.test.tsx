import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from '../../src/components/PasswordStrengthMeter';
import { usePasswordCheck } from '../../src/components/passwordStrength';
import { renderWithAdmin } from './renderWithAdmin';

/** A password input with the meter, as the password screens use it. */
const Harness = ({ userInputs = [] }: { userInputs?: string[] }) => {
  const [password, setPassword] = useState('');
  const check = usePasswordCheck(password, { userInputs });
  return (
    <>
      <label>
        Wachtwoord
        <input value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <PasswordStrengthMeter password={password} score={check.score} />
    </>
  );
};

describe('PasswordStrengthMeter', () => {
  it('shows nothing until something is typed', () => {
    renderWithAdmin(<Harness />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("says 'Zwak', 'Redelijk' or 'Sterk' while typing, as a labelled bar", async () => {
    renderWithAdmin(<Harness />);
    const input = screen.getByLabelText('Wachtwoord');
    await userEvent.type(input, '1234567890');
    expect(await screen.findByText('Sterkte: Zwak')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Sterkte van het wachtwoord' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Zwak');
    expect(bar).toHaveAttribute('aria-valuenow', '33');

    await userEvent.clear(input);
    await userEvent.type(input, 'eenlangwachtwoord');
    expect(await screen.findByText('Sterkte: Redelijk')).toBeInTheDocument();

    await userEvent.clear(input);
    await userEvent.type(input, 'Fiets-Regen-Koffie-Tulp');
    expect(await screen.findByText('Sterkte: Sterk')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it("counts a password with the user's name as weak", async () => {
    renderWithAdmin(<Harness userInputs={['anna.devries@bakkerij.nl', 'Anna', 'Vries']} />);
    await userEvent.type(screen.getByLabelText('Wachtwoord'), 'Tulpen-Vries-Koffie');
    expect(await screen.findByText('Sterkte: Zwak')).toBeInTheDocument();
  });
});
