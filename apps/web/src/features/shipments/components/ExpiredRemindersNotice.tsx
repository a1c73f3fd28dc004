import { REMINDER_CHECK_WINDOW_DAYS, type TListMeta } from '@freight/contracts';
import { Alert, Anchor } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../../lib/api';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { useSessionUser } from '../../../lib/session';
import { useTick } from '../../../lib/tick';
import { DISMISSED_REMINDERS_COOKIE, expiredRemindersLink, expiredRemindersPath, shouldShowExpiredReminders } from '../expired-reminders';
import { shipmentKeys } from '../query-keys';

/**
 * Expired reminders of the last 30 days (SPEC §7), checked on sign-in and then every minute while
 * the page is visible. A failed check is skipped quietly: it is a hint, not the page's content.
 */
function useExpiredReminderCount(enabled: boolean) {
  const queryClient = useQueryClient();
  useTick(() => {
    if (enabled) void queryClient.invalidateQueries({ queryKey: shipmentKeys.expiredReminders() });
  });
  return useQuery({
    queryKey: shipmentKeys.expiredReminders(),
    queryFn: async ({ signal }) =>
      (await api.get<{ meta: TListMeta }>(expiredRemindersPath(new Date()), { signal, quiet: true })).meta.total,
    enabled,
    retry: false,
  });
}

/**
 * The super user's notice 'You have {n} expired reminders' (SPEC §8), linking to the admin
 * shipments with those reminders. It stands above the page's content rather than over it, so it
 * hides no button. Closing it remembers the count, so it returns only when the count changes.
 */
export function ExpiredRemindersNotice() {
  const user = useSessionUser();
  const isSuper = user?.level === 'super';
  const { t, ready } = useTranslation('shipments', { useSuspense: false });
  const { data: count } = useExpiredReminderCount(isSuper);
  const [dismissedCount, setDismissedCount] = useState(() => readCookie(DISMISSED_REMINDERS_COOKIE));

  if (!ready || count === undefined || !shouldShowExpiredReminders(count, dismissedCount)) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      m="md"
      icon={<IconAlarm size={18} aria-hidden />}
      title={t('expired_reminders.title', { count })}
      withCloseButton
      closeButtonLabel={t('actions.close', { ns: 'common' })}
      onClose={() => {
        writeCookie(DISMISSED_REMINDERS_COOKIE, String(count), REMINDER_CHECK_WINDOW_DAYS);
        setDismissedCount(String(count));
      }}
    >
      <Anchor component={Link} to={expiredRemindersLink(new Date())} size="sm" fw={600}>
        {t('expired_reminders.open')}
      </Anchor>
    </Alert>
  );
}
