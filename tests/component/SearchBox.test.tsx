import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readStoredSearch, SearchBox, searchStorageKey } from '../../src/components/SearchBox';
import { renderWithAdmin } from './renderWithAdmin';

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('SearchBox', () => {
  it('has the placeholder Zoeken and searches on Enter at once', async () => {
    const onSearch = vi.fn();
    renderWithAdmin(<SearchBox onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Zoeken');
    await userEvent.type(box, 'energie{Enter}');
    expect(onSearch).toHaveBeenCalledWith('energie');
    await wait(350);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it('searches 300 ms after typing stops', async () => {
    const onSearch = vi.fn();
    renderWithAdmin(<SearchBox onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Zoeken');
    for (const text of ['g', 'ga', 'gas']) fireEvent.change(box, { target: { value: text } });
    await wait(200);
    expect(onSearch).not.toHaveBeenCalled();
    await wait(350);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('gas');
  });

  it('clears on Escape', async () => {
    const onSearch = vi.fn();
    renderWithAdmin(<SearchBox value="gas" onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Zoeken');
    expect(box).toHaveValue('gas');
    await userEvent.type(box, '{Escape}');
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenCalledWith('');
  });

  it('stores the search per page address and restores it on coming back', async () => {
    const first = vi.fn();
    const view = renderWithAdmin(<SearchBox storageKey="/suppliers" onSearch={first} />);
    await userEvent.type(screen.getByPlaceholderText('Zoeken'), 'eneco{Enter}');
    expect(localStorage.getItem(searchStorageKey('/suppliers'))).toBe('eneco');
    expect(readStoredSearch('/locations')).toBe('');
    view.unmount();

    const again = vi.fn();
    renderWithAdmin(<SearchBox storageKey="/suppliers" onSearch={again} />);
    expect(screen.getByPlaceholderText('Zoeken')).toHaveValue('eneco');
    expect(again).toHaveBeenCalledWith('eneco');
  });
});
