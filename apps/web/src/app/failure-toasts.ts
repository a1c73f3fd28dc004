import { notifications } from '@mantine/notifications';
import { onApiFailure } from '../lib/api';
import { i18next } from '../lib/i18n';

const SERVER_FAILURE_TOAST = 'server-failure';

/** Every answer of 500 or above gets one toast; a burst of failed calls does not stack them. */
export function showServerFailureToasts(): () => void {
  return onApiFailure((failure) => {
    if (failure.kind !== 'server') return;
    notifications.hide(SERVER_FAILURE_TOAST);
    notifications.show({
      id: SERVER_FAILURE_TOAST,
      color: 'red',
      message: i18next.t('errors.server'),
    });
  });
}
