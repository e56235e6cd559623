import { Box, Button, Card, CardContent, CardHeader, Stack } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../../components/Toast';
import { UserAvatar } from '../../components/UserAvatar';
import { fileUrl, httpClient } from '../../providers/httpClient';
import { type Profile, setProfile } from '../../providers/profileStore';
import { AVATAR_TYPES, resizeImage } from './resizeImage';
import { jsonBody } from './serverErrors';

/** Profile picture: resized in the browser, then POST /api/auth/avatar ({image: null} removes it). */
export const AvatarCard = ({ profile }: { profile: Profile }) => {
  const translate = useTranslate();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (image: string | null) => {
    setBusy(true);
    try {
      const { json } = await httpClient('auth/avatar', jsonBody({ image }));
      setProfile(json as Profile);
      toast.success(image ? 'app.account.avatar_saved' : 'app.account.avatar_removed');
    } catch {
      toast.error('app.common.something_went_wrong');
    } finally {
      setBusy(false);
    }
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      toast.error('app.account.avatar_invalid');
      return;
    }
    try {
      await send(await resizeImage(file));
    } catch {
      toast.error('app.account.avatar_invalid');
    }
  };

  return (
    <Card>
      <CardHeader title={translate('app.account.avatar_title')} />
      <CardContent sx={{ pt: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <UserAvatar
            firstName={profile.firstName}
            lastName={profile.lastName}
            name={profile.name}
            src={profile.avatar ? fileUrl(profile.avatar) : null}
            size={72}
          />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
              {translate('app.account.avatar_upload')}
            </Button>
            {profile.avatar ? (
              <Button color="error" disabled={busy} onClick={() => send(null)}>
                {translate('app.account.avatar_remove')}
              </Button>
            ) : null}
          </Box>
          <input
            ref={input}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            hidden
            onChange={pick}
            aria-label={translate('app.account.avatar_upload')}
          />
        </Stack>
      </CardContent>
    </Card>
  );
};
