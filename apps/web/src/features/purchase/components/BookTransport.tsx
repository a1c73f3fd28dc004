import type { TPurchaseOrderDetail } from '@freight/contracts';
import { Button, Group } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { bookingOrigin, startOrderBooking } from '../../transport-booking';
import { openDeliveries, orderBooking, type BookingChoice } from '../order-booking';

/**
 * Books transport for what is still open of an order: all of it, one delivery of a split order,
 * or the quantities typed on the lines. Each opens the booking flow filled from the order.
 */
export function BookTransport({ order, chosen }: { order: TPurchaseOrderDetail; chosen: Record<number, number> }) {
  const { t } = useTranslation('purchase');
  const user = useSessionUser();
  const navigate = useNavigate();
  const deliveries = openDeliveries(order);
  const canBook = (user?.sites ?? []).some(
    (site) => user?.sitesFilter.includes(site.id) && site.applications.includes('transport_booking'),
  );
  if (!canBook || deliveries.length === 0) return null;

  const open = (choice: BookingChoice) => {
    const booking = orderBooking(order, choice);
    if (booking) void navigate(startOrderBooking(booking, bookingOrigin(user)));
  };
  const anyChosen = Object.values(chosen).some((quantity) => quantity > 0);

  return (
    <Group gap="xs">
      <Button leftSection={<IconTruck size={16} aria-hidden />} onClick={() => open({ kind: 'open' })}>
        {t('actions.book')}
      </Button>
      {deliveries.length > 1
        ? deliveries.map((delivery) => (
            <Button key={delivery} variant="light" onClick={() => open({ kind: 'delivery', delivery })}>
              {t('actions.book_delivery', { delivery })}
            </Button>
          ))
        : null}
      <Button variant="light" disabled={!anyChosen} onClick={() => open({ kind: 'chosen', quantities: chosen })}>
        {t('actions.book_chosen')}
      </Button>
    </Group>
  );
}
