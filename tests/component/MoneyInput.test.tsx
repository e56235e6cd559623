import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { formatMoneyInput, MoneyInput } from '../../src/components/MoneyInput';
import { parseMoney } from '../../src/schema/amounts';
import { renderWithAdmin } from './renderWithAdmin';

describe('parseMoney / formatMoneyInput', () => {
  it('reads Dutch and plain notations', () => {
    expect(parseMoney('1.234,56')).toBe(1234.56);
    expect(parseMoney('1234,56')).toBe(1234.56);
    expect(parseMoney('1234.56')).toBe(1234.56);
    expect(parseMoney('€ 1.234.567')).toBe(1234567);
    expect(parseMoney('-12,5')).toBe(-12.5);
    expect(parseMoney('12,')).toBe(12);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('twaalf')).toBeNaN();
  });

  it('formats with a comma and thousands dots', () => {
    expect(formatMoneyInput(1234.5)).toBe('1.234,50');
    expect(formatMoneyInput(0)).toBe('0,00');
    expect(formatMoneyInput(null)).toBe('');
  });
});

const Controlled = ({ onValue }: { onValue: (value: number | null) => void }) => {
  const [value, setValue] = useState<number | null>(null);
  return (
    <MoneyInput
      label="Bedrag"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
};

describe('MoneyInput', () => {
  it('shows the euro icon and placeholder 0,00 (Dutch, as amounts are written), parses while typing and formats on blur', async () => {
    const onValue = vi.fn();
    renderWithAdmin(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Bedrag');
    expect(input).toHaveAttribute('placeholder', '0,00');
    expect(screen.getByTestId('EuroIcon')).toBeInTheDocument();
    await userEvent.type(input, '1234.5');
    expect(onValue).toHaveBeenLastCalledWith(1234.5);
    fireEvent.blur(input);
    expect(input).toHaveValue('1.234,50');
  });
});
