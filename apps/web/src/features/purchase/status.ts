import type { PurchaseOrderStatus } from '@freight/contracts';

/** Badge colours of the order statuses: open work in blue, goods moving in teal, finished grey, cancelled red. */
export const STATUS_COLORS: Record<PurchaseOrderStatus, string> = {
  draft: 'gray',
  sent: 'blue',
  confirmed: 'indigo',
  partly_shipped: 'cyan',
  shipped: 'teal',
  received: 'green',
  closed: 'dark',
  cancelled: 'red',
};
