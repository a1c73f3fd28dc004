import type { TFrontNotification } from '@freight/contracts';
import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMarkNotificationsRead } from '../api';
import classes from './NotificationList.module.css';

const DATE_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * Notifications, newest first; clicking an unread one marks it read (SPEC §4), and one about a
 * page opens that page.
 */
export function NotificationList({ items, onOpen }: { items: TFrontNotification[]; onOpen?: () => void }) {
  const { t } = useTranslation('notifications');
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const open = (item: TFrontNotification) => {
    if (item.read_at === null) markRead.mutate([item.id]);
    if (item.link) {
      onOpen?.();
      void navigate(item.link);
    }
  };

  return (
    <ul className={classes.list}>
      {items.map((item) => {
        const unread = item.read_at === null;
        const body = (
          <>
            <span className={classes.dot} data-unread={unread || undefined} aria-hidden />
            <span className={classes.text}>
              <Text component="span" display="block" size="sm" fw={unread ? 700 : 500}>
                {item.data.subject}
                {unread && <VisuallyHidden> ({t('unread')})</VisuallyHidden>}
              </Text>
              <Text component="span" display="block" size="sm" c="dimmed" className={classes.content}>
                {item.data.content}
              </Text>
              <Text component="time" display="block" size="xs" c="dimmed" mt={4} dateTime={item.created_at}>
                {dayjs(item.created_at).format(DATE_FORMAT)}
              </Text>
            </span>
          </>
        );
        return (
          <li key={item.id} className={classes.item} data-unread={unread || undefined}>
            {unread || item.link ? (
              <UnstyledButton className={classes.entry} onClick={() => open(item)}>
                {body}
              </UnstyledButton>
            ) : (
              <div className={classes.entry}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
