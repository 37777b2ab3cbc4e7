import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * A page whose figures follow the wallet (what can be withdrawn, the rebate of the rounds
 * played): when the header's balance changes, pushed by the API or refreshed, the call is
 * asked again.
 */
export function useRefreshOnBalanceChange(sumBalance: number | null, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const seen = useRef(sumBalance);
  useEffect(() => {
    if (seen.current === sumBalance) return;
    seen.current = sumBalance;
    void queryClient.invalidateQueries({ queryKey });
    // The key is the call's own constant (`endpointKey`), the same array on every render.
  }, [queryClient, sumBalance, queryKey]);
}
