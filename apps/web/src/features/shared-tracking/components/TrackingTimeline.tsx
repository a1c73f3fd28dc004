import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../../components/icons/StatusIcon';
import { formatPlace } from '../format';
import { usePlaceTime, type ClockPlace } from '../place-time';
import { useStatusLabel } from '../status';

export interface TimelineEvent {
  occurred_at: string;
  status: string | null;
  description: string | null;
  city: string | null;
  countrycode: string | null;
}

/** Statuses that happen at the delivery end; an event without a place of its own is on that clock. */
const AT_DELIVERY = new Set(['OUT_FOR_DELIVERY', 'DELIVERED', 'RETURNED']);

/**
 * The tracking history, newest first, each event under its status circle (SPEC §4), its time on
 * the clock of the event's place; when the event names none, on the pickup or delivery place's.
 */
export function TrackingTimeline({
  events,
  pickup,
  delivery,
}: {
  events: readonly TimelineEvent[];
  pickup: ClockPlace | null;
  delivery: ClockPlace | null;
}) {
  const { t } = useTranslation('shipment');
  const statusLabel = useStatusLabel();
  const placeTime = usePlaceTime();
  if (events.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('timeline.empty')}
      </Text>
    );
  }
  const newestFirst = [...events].sort((a, b) => b.occurred_at.localeCompare(a.occurred_at));
  return (
    <Timeline bulletSize={22} lineWidth={2} active={0} aria-label={t('timeline.title')} data-testid="tracking-timeline">
      {newestFirst.map((event, index) => {
        const place = formatPlace(event.city, event.countrycode);
        const title = event.description ?? statusLabel(event.status);
        const status = event.status ? statusLabel(event.status) : null;
        const end = event.status && AT_DELIVERY.has(event.status) ? delivery : pickup;
        return (
          <Timeline.Item
            key={`${event.occurred_at}-${index}`}
            bullet={<StatusIcon status={event.status} label={event.status ? statusLabel(event.status) : undefined} size={14} />}
            title={title}
          >
            <Text size="sm" c="dimmed">
              {[placeTime(event.occurred_at, [{ countrycode: event.countrycode }, end]), place, status === title ? null : status]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
