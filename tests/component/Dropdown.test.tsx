import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown, type DropdownOption, filterOptionsLocally } from '../../src/components/Dropdown';
import { renderWithAdmin } from './renderWithAdmin';

const OPTIONS: DropdownOption[] = [
  { text: 'Energie', value: 'energy-group', type: 'group' },
  { text: 'Stroom', value: 1 },
  { text: 'Gas', value: 2, disabled: true },
  { text: 'Telecom', value: 'telecom-group', type: 'group' },
  { text: 'Internet', value: 3 },
];

describe('Dropdown', () => {
  it('shows the placeholder Selecteren and the empty text', async () => {
    renderWithAdmin(<Dropdown label="Type" value={null} onChange={vi.fn()} options={[]} />);
    const input = screen.getByRole('combobox', { name: 'Type' });
    expect(input).toHaveAttribute('placeholder', 'Selecteren');
    await userEvent.click(input);
    expect(await screen.findByText('Geen resultaten')).toBeInTheDocument();
  });

  it('does not select group headings or disabled options, and selects the others', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Dropdown label="Type" value={null} onChange={onChange} options={OPTIONS} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(screen.getByText('Energie'));
    expect(screen.getByRole('option', { name: 'Gas' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('option', { name: 'Gas' }));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('option', { name: 'Internet' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('searches locally and keeps the heading of a match', () => {
    expect(filterOptionsLocally(OPTIONS, 'inter').map((option) => option.text)).toEqual([
      'Telecom',
      'Internet',
    ]);
  });

  it('selects several values when multiple', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Dropdown label="Types" multiple value={[1]} onChange={onChange} options={OPTIONS} />);
    expect(screen.getByText('Stroom')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Types' }));
    await userEvent.click(screen.getByRole('option', { name: 'Internet' }));
    expect(onChange).toHaveBeenCalledWith([1, 3]);
  });

  it('debounces remote search by 300 ms', async () => {
    const loadOptions = vi.fn(async (q: string) => ({
      options: [{ text: `Gevonden ${q || 'alles'}`, value: 9 }],
      lastPage: 1,
    }));
    renderWithAdmin(
      <Dropdown label="Leverancier" value={null} onChange={vi.fn()} loadOptions={loadOptions} />,
    );
    const input = screen.getByRole('combobox', { name: 'Leverancier' });
    await userEvent.click(input);
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('', 1));
    loadOptions.mockClear();
    // three keystrokes at once: one search, 300 ms after the last
    for (const text of ['e', 'en', 'ene']) fireEvent.change(input, { target: { value: text } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(loadOptions).not.toHaveBeenCalled();
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(1), { timeout: 1000 });
    expect(loadOptions).toHaveBeenCalledWith('ene', 1);
    expect(await screen.findByText('Gevonden ene')).toBeInTheDocument();
  });

  it('loads the next page when scrolled within 200 px of the bottom', async () => {
    const loadOptions = vi.fn(async (_q: string, page: number) => ({
      options: Array.from({ length: 3 }, (_, index) => ({
        text: `Optie ${page}.${index}`,
        value: page * 10 + index,
      })),
      lastPage: 2,
    }));
    renderWithAdmin(
      <Dropdown label="Leverancier" value={null} onChange={vi.fn()} loadOptions={loadOptions} />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Leverancier' }));
    expect(await screen.findByText('Optie 1.0')).toBeInTheDocument();
    const listbox = screen.getByRole('listbox');
    const place = (scrollTop: number) => {
      Object.defineProperty(listbox, 'scrollHeight', { configurable: true, value: 1000 });
      Object.defineProperty(listbox, 'clientHeight', { configurable: true, value: 300 });
      Object.defineProperty(listbox, 'scrollTop', { configurable: true, value: scrollTop });
    };
    place(100); // 600 px from the bottom: nothing
    fireEvent.scroll(listbox);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(loadOptions).toHaveBeenCalledTimes(1);
    place(550); // 150 px from the bottom: page 2
    fireEvent.scroll(listbox);
    expect(await screen.findByText('Optie 2.0')).toBeInTheDocument();
    expect(loadOptions).toHaveBeenLastCalledWith('', 2);
    expect(screen.getByText('Optie 1.0')).toBeInTheDocument();
  });

  it('keeps what is typed when its parent draws it again with equal options', async () => {
    renderWithAdmin(<UnitForm />);
    const input = screen.getByRole('combobox', { name: 'Eenheid' });
    await userEvent.click(input);
    await userEvent.clear(input);
    await userEvent.type(input, 'dag');
    act(() => drawUnitFormAgain());
    expect(input).toHaveValue('dag');
    expect(screen.getByRole('option', { name: 'dagen' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'maanden' })).toBeNull();
  });
});

let drawUnitFormAgain = () => {};
/** A form's unit picker: new option objects on every render, as a form's inputs make them. */
const UnitForm = () => {
  const [, setDrawn] = useState(0);
  drawUnitFormAgain = () => setDrawn((count) => count + 1);
  const units = [
    { text: 'dagen', value: 'days' },
    { text: 'maanden', value: 'months' },
  ];
  return <Dropdown label="Eenheid" value="months" onChange={vi.fn()} options={units} />;
};
