import ArticleIcon from '@mui/icons-material/Article';
import CategoryIcon from '@mui/icons-material/Category';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { ComponentType } from 'react';
import { Menu, useTranslate } from 'react-admin';
import { useProfile, viewerOf } from '../providers/profileStore';
import { navigationFor } from '../schema/access';

const ICONS: Record<string, ComponentType> = {
  dashboard: DashboardIcon,
  contracts: DescriptionIcon,
  users: PeopleIcon,
  locations: PlaceIcon,
  contacts: ContactsIcon,
  invoices: ReceiptLongIcon,
  'supplier-types': CategoryIcon,
  suppliers: LocalShippingIcon,
  sponsors: HandshakeIcon,
  templates: ArticleIcon,
};

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
