import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../src/components/ConfirmDialog';
import { renderWithAdmin } from './renderWithAdmin';

describe('ConfirmDialog', () => {
  it('has the default title and buttons of the spec', async () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithAdmin(<ConfirmDialog open content="Zeker weten?" onConfirm={onConfirm} onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Weet je het zeker?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn();
    renderWithAdmin(<ConfirmDialog open title="Verwijderen?" onConfirm={onConfirm} onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Verwijderen?' });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
