import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { readShipmentFilters, type ShipmentFilters, writeShipmentFilters } from '../shipment-filters';

/**
 * The list's filters, kept in the address so a link or a reload shows the same list. Changes
 * replace the history entry: Back leaves the list rather than stepping through every filter.
 */
export function useShipmentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readShipmentFilters(params), [params]);
  // The address changes only once the route's guard has run, so two quick changes would each
  // start from the old address and the second would drop the first; each builds on the last.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const update = (change: Partial<ShipmentFilters>) => {
    const next = writeShipmentFilters(latest.current, { ...readShipmentFilters(latest.current), ...change });
    latest.current = next;
    setParams(next, { replace: true });
  };

  return { filters, update };
}
