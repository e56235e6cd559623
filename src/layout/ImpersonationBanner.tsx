import PersonOffIcon from '@mui/icons-material/PersonOff';
import { Alert, Button } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import type { Profile } from '../providers/profileStore';

/**
 * Shown while a super login is active (docs/requirements.md#roles-and-access: impersonation is visible in the
 * top bar). Ending it is a non-forced logout: the authProvider drops only the superToken and returns '/'.
 */
export const ImpersonationBanner = ({ profile }: { profile: Profile }) => {
  const translate = useTranslate();
  const logout = useLogout();
  if (!profile.impersonator) return null;
  return (
    <Alert
      severity="warning"
      variant="filled"
      icon={false}
      sx={{ py: 0, px: 1.5, alignItems: 'center', '& .MuiAlert-message': { py: 0.5 } }}
      action={
        <Button
          color="inherit"
          size="small"
          startIcon={<PersonOffIcon />}
          onClick={() => logout({ force: false }, '/', false)}
        >
          {translate('app.layout.end_impersonation')}
        </Button>
      }
    >
      {translate('app.layout.impersonating', { name: profile.name, by: profile.impersonator.name })}
    </Alert>
  );
};
