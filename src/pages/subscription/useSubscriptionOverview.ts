import { useCallback, useEffect, useState } from 'react';
import { httpClient } from '../../providers/httpClient';
import type { SubscriptionOverview } from '../../schema/subscription-overview';

/** The overview, loaded once; the actions replace it with the one they answer. */
export function useSubscriptionOverview() {
  const [overview, setOverview] = useState<SubscriptionOverview | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    try {
      const { json } = await httpClient('subscription');
      setOverview(json as SubscriptionOverview);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { overview, setOverview, failed, reload: load };
}

/** The message of a failed call: the server's sentence (or i18n key), else the generic one. */
export const messageOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : 'app.common.something_went_wrong';
