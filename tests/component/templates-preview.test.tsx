import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../server/mail/default-templates';
import { setProfile } from '../../src/providers/profileStore';
import { ResourceCreate, ResourceEdit } from '../../src/resources/ResourceForm';
import { templates } from '../../src/schema/resources/templates';
import { placeholderList } from '../../src/schema/template-placeholders';
import { platformAdmin } from './profiles';
import { renderWithAdmin } from './renderWithAdmin';

const record = {
  id: 4,
  ...DEFAULT_TEMPLATES.contract_notice_alert,
  code: 'contract_notice_alert',
  placeholders: placeholderList('contract_notice_alert'),
};

const fakeData = (): DataProvider =>
  ({
    getOne: vi.fn(async () => ({ data: record })),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getMany: vi.fn(async () => ({ data: [] })),
    update: vi.fn(async (_resource: string, { data }: { data: object }) => ({
      data: { ...record, ...data },
    })),
  }) as unknown as DataProvider;

const inResource = (ui: React.ReactElement) => (
  <ResourceContextProvider value="templates">{ui}</ResourceContextProvider>
);

/** The preview's body: the document inside its sandboxed frame. */
const previewFrame = () => screen.getByTitle('Voorbeeld van de e-mail') as HTMLIFrameElement;
const previewBody = () => previewFrame().contentDocument?.body.innerHTML ?? '';

describe('template form preview', () => {
  afterEach(() => setProfile(null));

  it('renders subject and body of the stored template with the sample data', async () => {
    setProfile(platformAdmin);
    renderWithAdmin(inResource(<ResourceEdit resource={templates} />), {
      dataProvider: fakeData(),
      path: '/templates/4',
      route: '/templates/:id',
    });
    expect(await screen.findByRole('heading', { name: 'Voorbeeld' })).toBeInTheDocument();
    expect(screen.getByText('Zo ziet de e-mail eruit met voorbeeldgegevens.')).toBeInTheDocument();
    expect(screen.getByText('Opzeggen kan tot 1 december 2026: contract CB-2026-014')).toBeInTheDocument();

    const frame = previewFrame();
    // Sandboxed: no scripts, forms, pop-ups or navigation inside.
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
    await waitFor(() => expect(previewBody()).toContain('<p>Beste Anna,</p>'));
    expect(previewBody()).toContain('contract CB-2026-014 met Eneco niet verlengen');
    expect(previewBody()).toContain(
      '<a href="https://contractbeheer.nl/contracts/14">https://contractbeheer.nl/contracts/14</a>',
    );
  });

  it('follows the subject and content as they are typed, escaping what is typed', async () => {
    setProfile(platformAdmin);
    renderWithAdmin(inResource(<ResourceEdit resource={templates} />), {
      dataProvider: fakeData(),
      path: '/templates/4',
      route: '/templates/:id',
    });
    const subject = await screen.findByRole('textbox', { name: 'Onderwerp' });
    fireEvent.change(subject, { target: { value: 'Let op, {{user.firstName}}: {{contract.supplier}}' } });
    expect(await screen.findByText('Let op, Anna: Eneco')).toBeInTheDocument();

    const content = screen.getByRole('textbox', { name: 'Inhoud' });
    fireEvent.change(content, {
      target: { value: '<b>Vet?</b> {{contract.endsAt}}\n\n<script>alert(1)</script>' },
    });
    await waitFor(() =>
      expect(previewBody()).toBe(
        '<p>&lt;b&gt;Vet?&lt;/b&gt; 1 maart 2027</p>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      ),
    );
    expect(previewFrame().contentDocument?.querySelector('script, b')).toBeNull();
  });

  it('names unknown placeholders, which stay empty in the preview', async () => {
    setProfile(platformAdmin);
    renderWithAdmin(inResource(<ResourceEdit resource={templates} />), {
      dataProvider: fakeData(),
      path: '/templates/4',
      route: '/templates/:id',
    });
    const subject = await screen.findByRole('textbox', { name: 'Onderwerp' });
    fireEvent.change(subject, {
      target: { value: 'Contract {{contract.number}}{{message}} voor {{klant}}' },
    });
    expect(await screen.findByText('Contract CB-2026-014 voor')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Onbekende plaatshouders blijven leeg en kunnen niet worden opgeslagen: {{message}}, {{klant}}',
      ),
    ).toBeInTheDocument();
  });

  it('asks for a code before it can show a preview', async () => {
    setProfile(platformAdmin);
    renderWithAdmin(inResource(<ResourceCreate resource={templates} />), {
      dataProvider: fakeData(),
      path: '/templates/create',
      route: '/templates/create',
    });
    expect(await screen.findByText('Kies een code om een voorbeeld te zien.')).toBeInTheDocument();
    expect(screen.queryByTitle('Voorbeeld van de e-mail')).not.toBeInTheDocument();
  });
});
