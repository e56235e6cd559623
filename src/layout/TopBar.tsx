import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LanguageIcon from '@mui/icons-material/Language';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import {
  AppBar,
  Box,
  Breadcrumbs,
  Divider,
  IconButton,
  Link,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  type Theme,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useState } from 'react';
import { SidebarToggleButton, useLocaleState, useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { initialsOf, UserAvatar } from '../components/UserAvatar';
import { LOCALES, storeLocale } from '../i18n/i18nProvider';
import { pluralName } from '../i18n/resourceNames';
import { fileUrl } from '../providers/httpClient';
import { type Profile, useProfile } from '../providers/profileStore';
import { resources } from '../schema/resources';
import { ImpersonationBanner } from './ImpersonationBanner';
import { LocaleSwitch } from './LocaleSwitch';
import { usePageTitleState } from './PageTitleContext';
import { useNavigationEntries } from './SideNav';

/** The bar's height (a 64 px toolbar and its 1 px border), which the side navigation fits under. */
export const TOP_BAR_HEIGHT = 65;

const Avatar = ({ profile }: { profile: Profile }) => (
  <UserAvatar
    firstName={profile.firstName}
    lastName={profile.lastName}
    name={profile.name}
    src={profile.avatar ? fileUrl(profile.avatar) : null}
  />
);

/**
 * A button showing the avatar says what it does and, without a photo, also the initials it shows,
 * so that a name spoken by voice control matches what is on screen ('Instellingen, AD'; in
 * brackets the initials would not count as part of the name for checkers such as axe).
 */
const avatarButtonName = (action: string, profile: Profile): string =>
  profile.avatar ? action : `${action}, ${initialsOf(profile.firstName, profile.lastName)}`;

/**
 * On a phone the avatar opens a menu holding what does not fit beside the title: the name,
 * 'Instellingen', the language and logout.
 */
const AccountMenu = ({ profile }: { profile: Profile }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={avatarButtonName(translate('app.layout.account_menu'), profile)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Avatar profile={profile} />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <Typography variant="body2" noWrap sx={{ px: 2, py: 1, fontWeight: 600, maxWidth: 260 }}>
          {profile.name}
        </Typography>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            navigate('/account');
          }}
        >
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.layout.settings')}</ListItemText>
        </MenuItem>
        {LOCALES.map((code) => (
          <MenuItem
            key={code}
            selected={code === locale}
            lang={code}
            onClick={() => {
              close();
              storeLocale(code);
              setLocale(code);
            }}
          >
            <ListItemIcon>
              <LanguageIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(`app.locale.${code}`)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('app.layout.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};

/**
 * The title before the page sets its own (while its code loads): at a resource list's address the
 * resource's name, as the list will title itself, else 'Dashboard'.
 */
const defaultTitle = (translate: (key: string) => string, pathname: string): string => {
  const resource = resources.find((declared) => `/${declared.name}` === pathname);
  return resource ? pluralName(translate, resource) : translate('app.dashboard.title');
};

/** The address one level up: '/contracts/5' → '/contracts', '/contracts' → '/'. */
export const parentPath = (pathname: string): string => pathname.replace(/\/[^/]*\/?$/, '') || '/';

/**
 * The top bar (docs/requirements.md#screens): back arrow, page title (default as above), breadcrumbs, the
 * page's action button, then the user's name, 'Instellingen', avatar, logout and the language switch (on a phone those sit in
 * the avatar's menu). Sticky rather than react-admin's hide-on-scroll bar, so the impersonation
 * banner stays visible.
 */
export const TopBar = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const profile = useProfile();
  const hasNavigation = useNavigationEntries().length > 0;
  const { title, breadcrumbs, action } = usePageTitleState();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { pathname, key } = useLocation();
  const pageTitle = title ?? defaultTitle(translate, pathname);
  // Back within the app; a page opened first (a link in a mail) goes up a level instead of out of
  // the app. The dashboard is the top: nothing to go back to (after signing in, it was the login).
  const back = () => (key === 'default' ? navigate(parentPath(pathname)) : navigate(-1));

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: TOP_BAR_HEIGHT - 1, px: { xs: 1, sm: 2 } }}>
        {hasNavigation ? <SidebarToggleButton /> : null}
        {pathname === '/' ? null : (
          <Tooltip title={translate('app.layout.back')}>
            <IconButton aria-label={translate('app.layout.back')} onClick={back}>
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
        )}
        <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
          {breadcrumbs.length > 0 ? (
            <Breadcrumbs
              aria-label={translate('app.layout.breadcrumbs')}
              sx={{ fontSize: 13, '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' }, '& li': { minWidth: 0 } }}
            >
              {breadcrumbs.map((crumb) => (
                <Link
                  key={crumb.to}
                  component={RouterLink}
                  to={crumb.to}
                  underline="hover"
                  color="inherit"
                  noWrap
                  sx={{ display: 'block' }}
                >
                  {crumb.label}
                </Link>
              ))}
            </Breadcrumbs>
          ) : null}
          {/* A phone's bar leaves ~230 px beside its buttons: a smaller title fits "Contracten importeren". */}
          <Typography
            variant="h6"
            component="h1"
            noWrap
            title={pageTitle}
            sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' } }}
          >
            {pageTitle}
          </Typography>
        </Box>
        {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
        {profile && phone ? <AccountMenu profile={profile} /> : null}
        {profile && !phone ? (
          <>
            <LocaleSwitch />
            {!compact ? (
              <Box sx={{ textAlign: 'right', lineHeight: 1.2 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                  {profile.name}
                </Typography>
                <Link component={RouterLink} to="/account" variant="body2" underline="hover">
                  {translate('app.layout.settings')}
                </Link>
              </Box>
            ) : null}
            <IconButton
              onClick={() => navigate('/account')}
              aria-label={avatarButtonName(translate('app.layout.settings'), profile)}
            >
              <Avatar profile={profile} />
            </IconButton>
            <Tooltip title={translate('app.layout.logout')}>
              <IconButton aria-label={translate('app.layout.logout')} onClick={() => logout()}>
                <LogoutIcon />
              </IconButton>
            </Tooltip>
          </>
        ) : null}
        {!profile ? <LocaleSwitch /> : null}
      </Toolbar>
      {profile?.impersonator ? <ImpersonationBanner profile={profile} /> : null}
    </AppBar>
  );
};
