import ArticleIcon from '@mui/icons-material/Article';
import BusinessIcon from '@mui/icons-material/Business';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import CategoryIcon from '@mui/icons-material/Category';
import ContactsIcon from '@mui/icons-material/Contacts';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderIcon from '@mui/icons-material/Folder';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import OutboxIcon from '@mui/icons-material/Outbox';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SellIcon from '@mui/icons-material/Sell';
import type { ComponentType } from 'react';

/** One icon per navigation entry and resource: the side navigation and <Resource icon> share it. */
export const ICONS: Readonly<Record<string, ComponentType>> = {
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
  companies: BusinessIcon,
  subscriptions: CardMembershipIcon,
  plans: SellIcon,
  mails: OutboxIcon,
};

/** A resource without its own icon gets a folder. */
export const iconFor = (name: string): ComponentType => ICONS[name] ?? FolderIcon;
