import type { AnnouncementStatus, TAnnouncement } from '@freight/contracts';
import { Badge } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { audienceSummary } from '../announcement-form';

const STATUS_COLORS: Record<AnnouncementStatus, string> = { draft: 'gray', scheduled: 'blue', sent: 'teal', withdrawn: 'orange' };

export function StatusBadge({ status }: { status: AnnouncementStatus }) {
  const { t } = useTranslation('adminAnnouncements');
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The audience in a line, in the user's language. */
export function useAudienceSummary() {
  const { t } = useTranslation('adminAnnouncements');
  return useCallback(
    (audience: TAnnouncement['audience']) =>
      audienceSummary(audience, {
        everyone: t('audience.everyone'),
        count: (kind, count) => t(`audience.${kind}`, { count }),
        in: (roles, places) => t('audience.in', { roles, places }),
        plus: (group, users) => t('audience.plus', { group, users }),
      }),
    [t],
  );
}
