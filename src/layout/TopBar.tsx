import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LogoutIcon from '@mui/icons-material/Logout';
import {
  AppBar,
  Box,
  Breadcrumbs,
  IconButton,
  Link,
  type Theme,
  Toolbar,
  Tooltip,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { SidebarToggleButton, useLogout, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { UserAvatar } from '../components/UserAvatar';
import { fileUrl } from '../providers/httpClient';
import { useProfile } from '../providers/profileStore';
import { ImpersonationBanner } from './ImpersonationBanner';
import { LocaleSwitch } from './LocaleSwitch';
import { usePageTitleState } from './PageTitleContext';

/**
 * The top bar (docs/requirements.md#screens): back arrow, page title (default 'Dashboard'), breadcrumbs, the
 * page's action button, then the user's name, 'Instellingen', avatar, logout and the language switch. Sticky
 * rather than react-admin's hide-on-scroll bar, so the impersonation banner stays visible.
 */
export const TopBar = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const logout = useLogout();
  const profile = useProfile();
  const { title, breadcrumbs, action } = usePageTitleState();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const pageTitle = title ?? translate('app.dashboard.title');

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1, minHeight: 64 }}>
        <SidebarToggleButton />
        <Tooltip title={translate('app.layout.back')}>
          <IconButton aria-label={translate('app.layout.back')} onClick={() => navigate(-1)}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Box sx={{ minWidth: 0, flex: '1 1 auto' }}>
          {breadcrumbs.length > 0 ? (
            <Breadcrumbs aria-label={translate('app.layout.breadcrumbs')} sx={{ fontSize: 13 }}>
              {breadcrumbs.map((crumb) => (
                <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
                  {crumb.label}
                </Link>
              ))}
            </Breadcrumbs>
          ) : null}
          <Typography variant="h6" component="h1" noWrap>
            {pageTitle}
          </Typography>
        </Box>
        {action ? <Box sx={{ flexShrink: 0 }}>{action}</Box> : null}
        <LocaleSwitch />
        {profile ? (
          <>
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
            <IconButton onClick={() => navigate('/account')} aria-label={translate('app.layout.settings')}>
              <UserAvatar
                firstName={profile.firstName}
                lastName={profile.lastName}
                src={profile.avatar ? fileUrl(profile.avatar) : null}
              />
            </IconButton>
            <Tooltip title={translate('app.layout.logout')}>
              <IconButton aria-label={translate('app.layout.logout')} onClick={() => logout()}>
                <LogoutIcon />
              </IconButton>
            </Tooltip>
          </>
        ) : null}
      </Toolbar>
      {profile?.impersonator ? <ImpersonationBanner profile={profile} /> : null}
    </AppBar>
  );
};
