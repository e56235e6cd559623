import { useCallback, useEffect, useState } from 'react';
import { useToast } from '../../../components/Toast';

/**
 * A contract's documents or manual alerts: loaded when the page opens, reloaded after a change.
 * A failed load leaves the list empty and says so in the generic error toast.
 */
export function useContractItems<T>(
  contractId: string | number,
  load: (id: string | number) => Promise<T[]>,
) {
  const toast = useToast();
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);
  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setItems(await load(contractId));
    } catch {
      toast.error('app.common.something_went_wrong');
    } finally {
      setLoading(false);
    }
  }, [contractId, load, toast]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { items, loading, reload };
}
