import { describe, expect, it } from 'vitest';
import { SUCCESS_TOAST_MS, toastDuration, withToastDefaults } from '../../src/components/Toast';

describe('toast durations', () => {
  it('hides success after 2500 ms and keeps errors until closed', () => {
    expect(SUCCESS_TOAST_MS).toBe(2500);
    expect(toastDuration('success')).toBe(2500);
    expect(toastDuration('error')).toBeNull();
    expect(toastDuration('warning')).toBeGreaterThan(0);
  });

  it('applies the durations to any notification, with a close button when it does not hide', () => {
    const success = withToastDefaults({ message: 'ok', type: 'success' });
    expect(success.notificationOptions?.autoHideDuration).toBe(2500);
    expect(success.notificationOptions?.action).toBeUndefined();
    const error = withToastDefaults({ message: 'ra.notification.http_error', type: 'error' });
    expect(error.notificationOptions?.autoHideDuration).toBeNull();
    expect(error.notificationOptions?.action).toBeTruthy();
  });

  it('respects a duration the caller chose', () => {
    const chosen = withToastDefaults({
      message: 'x',
      type: 'error',
      notificationOptions: { autoHideDuration: 800 },
    });
    expect(chosen.notificationOptions?.autoHideDuration).toBe(800);
  });
});
