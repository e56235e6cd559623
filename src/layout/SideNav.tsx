import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu, useTranslate } from 'react-admin';
import { useProfile, viewerOf } from '../providers/profileStore';
import { ICONS } from '../resources/icons';
import { navigationFor } from '../schema/access';

/** The side navigation of spec §2: only the entries the shared rules give this viewer. */
export const SideNav = () => {
  const translate = useTranslate();
  const viewer = viewerOf(useProfile());
  const entries = viewer ? navigationFor(viewer) : [];
  return (
    <Menu aria-label={translate('app.nav.main')}>
      {entries.map((entry) => {
        const Icon = ICONS[entry.name] ?? DashboardIcon;
        return (
          <Menu.Item
            key={entry.name}
            to={entry.path}
            primaryText={translate(`app.nav.${entry.name}`)}
            leftIcon={<Icon />}
            // '/' would otherwise stay highlighted on every page.
            end={entry.path === '/'}
          />
        );
      })}
    </Menu>
  );
};
