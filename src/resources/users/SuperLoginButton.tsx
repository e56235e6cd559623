import LoginIcon from '@mui/icons-material/Login';
import { IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useToast } from '../../components/Toast';
import { authProvider } from '../../providers/authProvider';
import { useProfile, viewerOf } from '../../providers/profileStore';
import { isPlatformAdmin } from '../../schema/access';

/**
 * 'Inloggen als' (super login, docs/requirements.md#roles-and-access): role 1 only, on any user but
 * oneself; an inactive user cannot be signed in as (the API refuses it), so the button says why.
 */
export const SuperLoginButton = () => {
  const record = useRecordContext();
  const profile = useProfile();
  const translate = useTranslate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const viewer = viewerOf(profile);
  if (!record || !profile || !viewer || !isPlatformAdmin(viewer) || record.id === profile.id) return null;
  const label = translate('app.views.users.super_login');
  const inactive = record.active === false;
  return (
    <Tooltip title={inactive ? translate('app.views.users.super_login_inactive') : label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={busy || inactive}
          onClick={async () => {
            setBusy(true);
            try {
              await authProvider.superLogin(record.id);
            } catch {
              toast.error('app.common.something_went_wrong');
              setBusy(false);
            }
          }}
        >
          <LoginIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
};
