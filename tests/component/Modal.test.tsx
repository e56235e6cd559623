import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AutoGrowTextarea } from '../../src/components/AutoGrowTextarea';
import { Modal } from '../../src/components/Modal';
import { PanelCard } from '../../src/components/PanelCard';
import { renderWithAdmin } from './renderWithAdmin';

describe('Modal', () => {
  it('closes on Escape and on its close button', async () => {
    const onClose = vi.fn();
    renderWithAdmin(
      <Modal open title="Document" onClose={onClose}>
        inhoud
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Document' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('PanelCard', () => {
  it('has a header and shows a loader while loading', () => {
    const view = renderWithAdmin(<PanelCard title="Samenvatting">tekst</PanelCard>);
    expect(screen.getByRole('heading', { name: 'Samenvatting' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    view.unmount();
    renderWithAdmin(
      <PanelCard title="Samenvatting" loading>
        tekst
      </PanelCard>,
    );
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});

describe('AutoGrowTextarea', () => {
  it('is a multi-line text box with the error icon on error', () => {
    renderWithAdmin(<AutoGrowTextarea label="Omschrijving" value="" onChange={vi.fn()} error="Verplicht" />);
    const box = screen.getByRole('textbox', { name: 'Omschrijving' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(screen.getByRole('alert')).toHaveTextContent('Verplicht');
  });
});
