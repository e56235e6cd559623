import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageWindow } from '../../src/components/Pagination';
import { renderWithAdmin } from './renderWithAdmin';

describe('pageWindow', () => {
  it('gives the pages within 3 of the current one', () => {
    expect(pageWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe('Pagination', () => {
  it('shows the window, the range and moves pages', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Pagination page={10} lastPage={20} total={480} perPage={24} onChange={onChange} />);
    expect(screen.getByText('217–240 van 480')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagina 6' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina 13' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagina 14' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina 10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 12' }));
    expect(onChange).toHaveBeenCalledWith(12);
    await userEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(onChange).toHaveBeenCalledWith(11);
    await userEvent.click(screen.getByRole('button', { name: 'Laatste pagina' }));
    expect(onChange).toHaveBeenCalledWith(20);
  });

  it('an estimated total reads "ca." with thousands separated, and there is no last page to jump to', async () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <Pagination page={1} lastPage={494} total={12345} perPage={25} estimated onChange={onChange} />,
    );
    expect(screen.getByText('1–25 van ca. 12.345')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Laatste pagina' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
});
