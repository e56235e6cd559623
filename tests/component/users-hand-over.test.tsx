/**
 * The dialog of deleting or deactivating a user (docs/requirements.md#roles-and-access): it says what
 * the user is responsible for, offers a successor, requires one when a contract would warn nobody,
 * sends the choice in one call and shows the server's refusal on the successor.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HttpOptions } from '../../src/providers/httpClient';
import { HandOverDialog, type Responsibilities } from '../../src/resources/users/HandOverDialog';
import { renderWithAdmin } from './renderWithAdmin';

const { http } = vi.hoisted(() => ({ http: vi.fn() }));
vi.mock('../../src/providers/httpClient', async (original) => ({
  ...(await original<typeof import('../../src/providers/httpClient')>()),
  httpClient: http,
}));

const USER = { id: 7, firstName: 'Piet', lastName: 'Vertrek' };
const HELD: Responsibilities = {
  owner: 12,
  internalContact: 0,
  receiver: 30,
  unwarned: 2,
  successors: [
    { id: 5, name: 'Ingrid Inkoop' },
    { id: 6, name: 'Bert Beheer' },
  ],
};

/** Answers the responsibilities with `held` and the hand-over with `handOver` (an Error: thrown). */
const serve = (held: Responsibilities, handOver: unknown = { ...USER, active: false }) =>
  http.mockImplementation(async (path: string) => {
    const json = path.endsWith('/responsibilities') ? held : handOver;
    if (json instanceof Error) throw json;
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  });

const handOverBodies = () =>
  http.mock.calls
    .filter(([path]) => String(path).endsWith('/hand-over'))
    .map(([, options]) => JSON.parse(String((options as HttpOptions).body)));

const open = (props: Partial<Parameters<typeof HandOverDialog>[0]> = {}) => {
  const handlers = { onClose: vi.fn(), onDone: vi.fn(), onNothingHeld: vi.fn() };
  renderWithAdmin(<HandOverDialog open user={USER} action="delete" {...handlers} {...props} />);
  return handlers;
};

afterEach(() => http.mockReset());

describe('the hand-over dialog', () => {
  it('says what the user holds and requires a successor when a contract would warn nobody', async () => {
    serve(HELD);
    const { onDone } = open();
    expect(
      await screen.findByText('Eigenaar van 12 contracten, ontvanger van meldingen van 30 contracten.'),
    ).toBeInTheDocument();
    expect(screen.getByText('12 contracten blijven zonder eigenaar.')).toBeInTheDocument();
    expect(
      screen.getByText('2 contracten zouden niemand meer waarschuwen: kies een opvolger.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: /Opvolger/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Ingrid Inkoop' }));
    expect(
      screen.getByText(
        'Ingrid Inkoop wordt eigenaar van deze contracten en neemt de plaats in als interne contactpersoon en ontvanger van meldingen.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/niemand meer waarschuwen/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(handOverBodies()).toEqual([{ successor: 5, action: 'delete' }]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('may go without a successor when everyone stays warned, and shows a refusal on the successor', async () => {
    serve(
      { ...HELD, owner: 0, unwarned: 0 },
      new HttpError('Validation failed', 400, {
        errors: { successor: 'resources.users.errors.successor_required' },
      }),
    );
    const { onDone } = open({ action: 'deactivate' });
    expect(await screen.findByText('Ontvanger van meldingen van 30 contracten.')).toBeInTheDocument();
    expect(
      screen.getByText(/Zonder opvolger verdwijnt de gebruiker alleen uit de contracten/),
    ).toBeInTheDocument();
    expect(screen.getByText(/De gebruiker wordt meteen gedeactiveerd/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(handOverBodies()).toEqual([{ successor: null, action: 'deactivate' }]);
    expect(
      await screen.findByText('Sommige contracten zouden niemand meer waarschuwen: kies een opvolger.'),
    ).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('leaves deactivating a user who holds nothing to the form', async () => {
    serve({ owner: 0, internalContact: 0, receiver: 0, unwarned: 0, successors: [] });
    const { onNothingHeld } = open({ action: 'deactivate' });
    expect(
      await screen.findByText(
        'Deze gebruiker is geen eigenaar, interne contactpersoon of ontvanger van meldingen van contracten.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onNothingHeld).toHaveBeenCalledTimes(1);
    expect(handOverBodies()).toEqual([]);
  });
});
