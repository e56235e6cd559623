import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { readStoredSearch, SearchBox, searchStorageKey } from '../../src/components/SearchBox';
import { renderWithAdmin } from './renderWithAdmin';

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

/** A search box whose search a button resets from outside, as a list's filter reset does. */
const Resettable = () => {
  const [value, setValue] = useState('eneco');
  return (
    <>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
      <SearchBox storageKey="/suppliers" value={value} onSearch={setValue} />
    </>
  );
};

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

  it('leaves the stored search out where the address brings its own filter, and remembers that one', () => {
    localStorage.setItem(searchStorageKey('/suppliers'), 'eneco');
    const onSearch = vi.fn();
    renderWithAdmin(<SearchBox storageKey="/suppliers" onSearch={onSearch} />, {
      path: `/suppliers?filter=${encodeURIComponent('{"own":true}')}`,
    });
    expect(screen.getByPlaceholderText('Zoeken')).toHaveValue('');
    expect(onSearch).not.toHaveBeenCalled();
    expect(readStoredSearch('/suppliers')).toBe('');
  });

  it('remembers a search changed from outside', async () => {
    localStorage.setItem(searchStorageKey('/suppliers'), 'eneco');
    renderWithAdmin(<Resettable />);
    await userEvent.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByPlaceholderText('Zoeken')).toHaveValue('');
    expect(readStoredSearch('/suppliers')).toBe('');
  });
});
