import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToast } from '../../components/Toast';
import { formatLongDate } from '../../i18n/format';
import { httpClient } from '../../providers/httpClient';
import { useResourceAccess } from '../../resources/access';
import { contracts } from '../../schema/resources/contracts';
import { ConfirmIdentityDialog, type IdentityCredentials } from './ConfirmIdentityDialog';
import { jsonBody } from './serverErrors';

interface LinkState {
  active: boolean;
  createdAt: string | null;
}

/**
 * The private calendar feed (server/calendar/routes.ts): create a link, copy it — it is shown only
 * right after creation, as the server keeps just its hash —, replace or revoke it. Creating and
 * replacing ask for the password (and code), as the link opens the contract dates without signing in. Shown to whoever
 * manages contracts: for a dashboard reader or a platform admin (no company) the feed is always
 * empty, and a link to an empty calendar would only puzzle them.
 */
export const CalendarCard = () => {
  const access = useResourceAccess(contracts);
  if (!access.can('list') || access.platformAdmin) return null;
  // Keyed by user, so a switch of identity (super login) starts from that user's link state.
  return <CalendarLink key={access.context?.userId} />;
};

const CalendarLink = () => {
  const translate = useTranslate();
  const toast = useToast();
  const [state, setState] = useState<LinkState | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  // The dialog keeps its kind while it closes, so its text does not change during the animation.
  const [confirming, setConfirming] = useState<'create' | 'recreate' | 'revoke'>('revoke');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let current = true;
    httpClient('auth/calendar')
      .then(({ json }) => current && setState(json as LinkState))
      .catch(() => current && toast.error('app.common.something_went_wrong'));
    return () => {
      current = false;
    };
  }, [toast]);

  // Failures reach the dialog, which shows a wrong password or code on its field.
  const create = async (credentials: IdentityCredentials) => {
    const { json } = await httpClient('auth/calendar', jsonBody(credentials));
    const created = json as { url: string; createdAt: string };
    setUrl(created.url);
    setState({ active: true, createdAt: created.createdAt });
    toast.success('app.calendar.created');
  };
  const revoke = async () => {
    setBusy(true);
    try {
      await httpClient('auth/calendar', { method: 'DELETE' });
      setUrl(null);
      setState({ active: false, createdAt: null });
      toast.success('app.calendar.revoked');
    } catch {
      toast.error('app.common.something_went_wrong');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const ask = (kind: typeof confirming) => {
    setConfirming(kind);
    setAsking(true);
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('app.calendar.copied');
    } catch {
      // No clipboard access (e.g. an address without https): leave the link selected to copy by hand.
      field.current?.select();
      toast.warning('app.calendar.copy_failed');
    }
  };

  return (
    <Card>
      <CardHeader title={translate('app.calendar.title')} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.calendar.intro')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.calendar.private_warning')}
        </Typography>
        {state === null ? (
          <Skeleton variant="rounded" height={40} aria-label={translate('app.common.loading')} />
        ) : (
          <>
            {url ? (
              <Box sx={{ mb: 2 }}>
                <TextField
                  fullWidth
                  multiline
                  label={translate('app.calendar.url_label')}
                  value={url}
                  inputRef={field}
                  onFocus={(event) => event.target.select()}
                  slotProps={{
                    htmlInput: {
                      readOnly: true,
                      spellCheck: false,
                      sx: { fontFamily: 'monospace', fontSize: 14, wordBreak: 'break-all' },
                    },
                  }}
                />
                <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={copy} sx={{ mt: 1 }}>
                  {translate('app.calendar.copy')}
                </Button>
                <Alert severity="warning" sx={{ mt: 1 }}>
                  {translate('app.calendar.shown_once')}
                </Alert>
              </Box>
            ) : null}
            <Typography variant="body2" sx={{ mb: 2 }}>
              {state.active && state.createdAt
                ? translate('app.calendar.active', { date: formatLongDate(state.createdAt) })
                : translate('app.calendar.none')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {state.active ? (
                <>
                  <Button variant="outlined" disabled={busy} onClick={() => ask('recreate')}>
                    {translate('app.calendar.recreate')}
                  </Button>
                  <Button color="error" disabled={busy} onClick={() => ask('revoke')}>
                    {translate('app.calendar.revoke')}
                  </Button>
                </>
              ) : (
                <Button variant="contained" disabled={busy} onClick={() => ask('create')}>
                  {translate('app.calendar.create')}
                </Button>
              )}
            </Stack>
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={asking && confirming === 'revoke'}
        content={translate('app.calendar.revoke_warning')}
        confirmLabel={translate('app.calendar.revoke')}
        loading={busy}
        onConfirm={revoke}
        onClose={() => setAsking(false)}
      />
      <ConfirmIdentityDialog
        open={asking && confirming !== 'revoke'}
        title={translate(confirming === 'recreate' ? 'app.calendar.recreate' : 'app.calendar.create')}
        content={translate(
          confirming === 'recreate' ? 'app.calendar.recreate_warning' : 'app.calendar.private_warning',
        )}
        confirmLabel={translate(confirming === 'recreate' ? 'app.calendar.recreate' : 'app.calendar.create')}
        onConfirm={create}
        onClose={() => setAsking(false)}
      />
    </Card>
  );
};
