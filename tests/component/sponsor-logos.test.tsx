import { screen } from '@testing-library/react';
import { type DataProvider, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setProfile } from '../../src/providers/profileStore';
import { ResourceList } from '../../src/resources/ResourceList';
import { ResourceShow } from '../../src/resources/ResourceShow';
import { sponsors } from '../../src/schema/resources/sponsors';
import { platformAdmin } from './profiles';
import { renderWithAdmin } from './renderWithAdmin';

// Without importOriginal: the real module imports every override folder.
vi.mock('../../src/resources/overrides', () => ({ overrideFor: () => ({}) }));

const sponsor = {
  id: 3,
  name: 'Energie Direct',
  active: true,
  supplierTypes: [],
  logo: '/api/sponsors/3/logo?v=1',
};

const dataProvider = {
  getList: vi.fn(async () => ({ data: [sponsor], total: 1 })),
  getOne: vi.fn(async () => ({ data: sponsor })),
  getMany: vi.fn(async () => ({ data: [] })),
} as unknown as DataProvider;

/** The logo's picture: whole (contained, not cropped) and not in a round avatar. */
const expectWholeLogo = async () => {
  await screen.findByText('Energie Direct');
  const logo = document.querySelector<HTMLImageElement>('img[src*="/sponsors/3/logo"]');
  expect(logo).not.toBeNull();
  expect(logo?.closest('.MuiAvatar-root')).toBeNull();
  expect(getComputedStyle(logo as HTMLImageElement).objectFit).toBe('contain');
};

describe("a sponsor's logo", () => {
  afterEach(() => setProfile(null));

  it('shows whole in the list', async () => {
    setProfile(platformAdmin);
    renderWithAdmin(
      <ResourceContextProvider value="sponsors">
        <ResourceList resource={sponsors} />
      </ResourceContextProvider>,
      { dataProvider, path: '/sponsors' },
    );
    await expectWholeLogo();
  });

  it('shows whole on its page', async () => {
    setProfile(platformAdmin);
    renderWithAdmin(
      <ResourceContextProvider value="sponsors">
        <ResourceShow resource={sponsors} />
      </ResourceContextProvider>,
      { dataProvider, path: '/sponsors/3/show', route: '/sponsors/:id/show' },
    );
    await expectWholeLogo();
  });
});
