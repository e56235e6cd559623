import CloseIcon from '@mui/icons-material/Close';
import { IconButton } from '@mui/material';
import { useMemo } from 'react';
import {
  Notification,
  NotificationContext,
  type NotificationPayload,
  type NotificationProps,
  type NotificationType,
  useCloseNotification,
  useNotificationContext,
  useNotify,
  useTranslate,
} from 'react-admin';

/** Success toasts hide after 2500 ms; error toasts stay until closed (docs/requirements.md#limits). */
export const SUCCESS_TOAST_MS = 2500;
const OTHER_TOAST_MS = 5000;

export const toastDuration = (type: NotificationType): number | null => {
  if (type === 'success') return SUCCESS_TOAST_MS;
  if (type === 'error') return null;
  return OTHER_TOAST_MS;
};

const CloseToastButton = () => {
  const close = useCloseNotification();
  const translate = useTranslate();
  return (
    <IconButton size="small" color="inherit" aria-label={translate('app.common.close')} onClick={close}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
};

/**
 * Applies our durations to every notification, including those react-admin raises itself
 * (e.g. a failed save), unless the caller chose a duration explicitly.
 */
export const withToastDefaults = (payload: NotificationPayload): NotificationPayload => {
  const options = payload.notificationOptions ?? {};
  const autoHideDuration =
    options.autoHideDuration === undefined ? toastDuration(payload.type) : options.autoHideDuration;
  return {
    ...payload,
    notificationOptions: {
      ...options,
      autoHideDuration,
      // Without auto-hide the toast needs its own way out.
      ...(autoHideDuration == null && !options.undoable ? { action: <CloseToastButton /> } : {}),
    },
  };
};

/** react-admin's <Notification> behind a context that rewrites each taken notification. */
export const AppNotification = (props: NotificationProps) => {
  const context = useNotificationContext();
  const value = useMemo(
    () => ({
      ...context,
      takeNotification: () => {
        const next = context.takeNotification();
        return next ? withToastDefaults(next) : next;
      },
    }),
    [context],
  );
  return (
    <NotificationContext.Provider value={value}>
      <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} {...props} />
    </NotificationContext.Provider>
  );
};

/** Shorthand for the three toast kinds (docs/requirements.md#screens), with i18n keys as messages. */
export const useToast = () => {
  const notify = useNotify();
  return useMemo(
    () => ({
      success: (key: string, args?: Record<string, unknown>) =>
        notify(key, { type: 'success', messageArgs: args }),
      error: (key: string, args?: Record<string, unknown>) =>
        notify(key, { type: 'error', messageArgs: args }),
      warning: (key: string, args?: Record<string, unknown>) =>
        notify(key, { type: 'warning', messageArgs: args }),
    }),
    [notify],
  );
};
