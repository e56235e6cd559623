import { Menu, useTranslate } from 'react-admin';
import { useProfile, viewerOf } from '../providers/profileStore';
import { iconFor } from '../resources/icons';
import { type NavigationEntry, navigationFor } from '../schema/routes';

/** The entries the shared rules give the signed-in viewer (none when signed out). */
export const useNavigationEntries = (): NavigationEntry[] => {
  const viewer = viewerOf(useProfile());
  return viewer ? navigationFor(viewer) : [];
};

/**
 * The side navigation (docs/requirements.md#navigation-and-routes): only the entries the shared rules give
 * this viewer.
 */
export const SideNav = () => {
  const translate = useTranslate();
  const entries = useNavigationEntries();
  return (
    <Menu aria-label={translate('app.nav.main')}>
      {entries.map((entry) => {
        const Icon = iconFor(entry.name);
        return (
          <Menu.Item
            key={entry.name}
            to={entry.path}
            // A resource without its own app.nav key is named by its plural (resources.<name>.name).
            primaryText={translate(`app.nav.${entry.name}`, {
              _: translate(`resources.${entry.name}.name`, { smart_count: 2 }),
            })}
            leftIcon={<Icon />}
            // '/' would otherwise stay highlighted on every page.
            end={entry.path === '/'}
          />
        );
      })}
    </Menu>
  );
};
