import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StatusIcon } from '../../../components/icons/StatusIcon';
import { formatDateTime, formatPlace } from '../format';
import { useStatusLabel } from '../status';

export interface TimelineEvent {
  occurred_at: string;
  status: string | null;
  description: string | null;
  city: string | null;
  countrycode: string | null;
}

/** The tracking history, newest first, each event under its status circle (SPEC §4). */
export function TrackingTimeline({ events }: { events: readonly TimelineEvent[] }) {
  const { t } = useTranslation('shipment');
  const statusLabel = useStatusLabel();
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
        return (
          <Timeline.Item
            key={`${event.occurred_at}-${index}`}
            bullet={<StatusIcon status={event.status} label={event.status ? statusLabel(event.status) : undefined} size={14} />}
            title={event.description ?? statusLabel(event.status)}
          >
            <Text size="sm" c="dimmed">
              {[formatDateTime(event.occurred_at), place, event.status ? statusLabel(event.status) : null].filter(Boolean).join(' · ')}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
