import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import type { ComponentType } from 'react';
import { resourceIcon } from './ui';

/** The side navigation's entries that are no resource; a resource's icon is in its `<name>.ui.ts`. */
const PAGE_ICONS: Readonly<Record<string, ComponentType>> = {
  dashboard: DashboardIcon,
  calendar: CalendarMonthIcon,
};

/** The icon of a navigation entry or resource (the side navigation and <Resource icon>); a folder by default. */
export const iconFor = (name: string): ComponentType => resourceIcon(name) ?? PAGE_ICONS[name] ?? FolderIcon;
