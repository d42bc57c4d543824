import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { clearedSearch, type OrdersSearch } from '../orders-search';

/** Changes the /orders search params: a filter change starts again at the first page. */
export function useOrdersNavigation(search: OrdersSearch) {
  const navigate = useNavigate({ from: '/orders/' });

  const setFilters = useCallback(
    (patch: Partial<OrdersSearch>) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch, offset: '0' }) }),
    [navigate],
  );
  const setPage = useCallback(
    (page: Pick<OrdersSearch, 'offset'> & Partial<Pick<OrdersSearch, 'limit'>>) =>
      void navigate({ search: (prev) => ({ ...prev, ...page }) }),
    [navigate],
  );
  const resetFilters = useCallback(
    () => void navigate({ search: clearedSearch(search) }),
    [navigate, search],
  );
  return { setFilters, setPage, resetFilters };
}
