import type { ManualPriceRequestStatus } from '@freight/contracts';

/** Badge colours of the request statuses; each paired with a dark text shade for contrast. */
export const STATUS_COLORS: Record<ManualPriceRequestStatus, string> = {
  open: 'blue',
  in_progress: 'yellow',
  answered: 'teal',
  declined: 'red',
  cancelled: 'gray',
};
