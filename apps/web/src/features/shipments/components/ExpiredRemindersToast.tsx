import { REMINDER_CHECK_WINDOW_DAYS, type TListMeta } from '@freight/contracts';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlarm } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { readCookie, writeCookie } from '../../../lib/cookies';
import { useSessionUser } from '../../../lib/session';
import { useTick } from '../../../lib/tick';
import { DISMISSED_REMINDERS_COOKIE, expiredRemindersLink, expiredRemindersPath, shouldShowReminderToast } from '../expired-reminders';
import { shipmentKeys } from '../query-keys';

const TOAST_ID = 'expired-reminders';

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
 * The super user's sticky toast 'You have {n} expired reminders' (SPEC §8), linking to the admin
 * shipments with those reminders. Closing it remembers the count, so it returns only when the
 * count changes. Renders nothing itself.
 */
export function ExpiredRemindersToast() {
  const user = useSessionUser();
  const isSuper = user?.level === 'super';
  const { t, ready } = useTranslation('shipments', { useSuspense: false });
  const navigate = useNavigate();
  const { data: count } = useExpiredReminderCount(isSuper);
  // Set while the app takes the toast away itself, which is not the user closing it.
  const withdrawing = useRef(false);

  useEffect(() => {
    const withdraw = () => {
      withdrawing.current = true;
      notifications.hide(TOAST_ID);
      withdrawing.current = false;
    };
    if (!ready || count === undefined) return;
    if (!shouldShowReminderToast(count, readCookie(DISMISSED_REMINDERS_COOKIE))) {
      withdraw();
      return;
    }
    const link = expiredRemindersLink(new Date());
    // The toasts render outside the router, so the link navigates through the captured navigate.
    notifications.show({
      id: TOAST_ID,
      color: 'orange',
      icon: <IconAlarm size={18} aria-hidden />,
      autoClose: false as const,
      title: t('expired_reminders.title', { count }),
      message: (
        <Text size="sm">
          <Anchor
            href={link}
            size="sm"
            fw={600}
            onClick={(event) => {
              event.preventDefault();
              notifications.hide(TOAST_ID);
              void navigate(link);
            }}
          >
            {t('expired_reminders.open')}
          </Anchor>
        </Text>
      ),
      closeButtonProps: { 'aria-label': t('actions.close', { ns: 'common' }) },
      onClose: () => {
        if (!withdrawing.current) writeCookie(DISMISSED_REMINDERS_COOKIE, String(count), REMINDER_CHECK_WINDOW_DAYS);
      },
    });
    // A new count or language shows a fresh toast; signing out takes it along.
    return withdraw;
  }, [count, ready, t, navigate]);

  return null;
}
