import { NOTIFICATION_CHANNELS, type EmailDelivery, type NotificationChannel, type TNotificationPreferences } from '@freight/contracts';
import { Button, Card, Center, Container, Group, Loader, Radio, Select, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api';
import { SettingsHeader } from '../components/SettingsHeader';

/** `/settings/notifications`: how the user hears of each kind of event, and when e-mails come. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('settings');
  const preferences = useNotificationPreferences();
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <SettingsHeader title={t('notifications.title')} subtitle={t('notifications.subtitle')} />
      <Card withBorder radius="lg" padding="xl" shadow="xs" component="section">
        {preferences.data ? (
          <PreferencesForm initial={preferences.data.data} />
        ) : (
          <Center py="xl">
            <Loader size="sm" aria-label={t('notifications.loading')} />
          </Center>
        )}
      </Card>
    </Container>
  );
}

function PreferencesForm({ initial }: { initial: TNotificationPreferences }) {
  const { t } = useTranslation(['settings', 'notifications']);
  const save = useSaveNotificationPreferences();
  const [value, setValue] = useState(initial);
  const dirty = JSON.stringify(value) !== JSON.stringify(initial);
  const setChannel = (eventType: string, channel: NotificationChannel) =>
    setValue((current) => ({
      ...current,
      types: current.types.map((entry) => (entry.event_type === eventType ? { ...entry, channel } : entry)),
    }));
  const onSave = async () => {
    await save.mutateAsync(value);
    notifications.show({ color: 'green', message: t('notifications.saved') });
  };

  return (
    <Stack gap="lg">
      <Table verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('notifications.event')}</Table.Th>
            <Table.Th w={220}>{t('notifications.channel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {value.types.map((entry) => {
            const label = t(`notifications:types.${entry.event_type}`);
            return (
              <Table.Tr key={entry.event_type}>
                <Table.Td>{label}</Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('notifications.channel_of', { type: label })}
                    data={NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: t(`notifications.channels.${channel}`) }))}
                    value={entry.channel}
                    allowDeselect={false}
                    onChange={(channel) => channel && setChannel(entry.event_type, channel as NotificationChannel)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Radio.Group
        label={t('notifications.email_delivery')}
        description={t('notifications.email_delivery_hint')}
        value={value.email_delivery}
        onChange={(delivery) => setValue((current) => ({ ...current, email_delivery: delivery as EmailDelivery }))}
      >
        <Group mt="xs">
          <Radio value="immediate" label={t('notifications.immediate')} />
          <Radio value="digest" label={t('notifications.digest')} />
        </Group>
      </Radio.Group>
      {save.isError && (
        <Text c="red" role="alert">
          {t('notifications.save_failed')}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void onSave()} loading={save.isPending} disabled={!dirty}>
          {t('notifications.save')}
        </Button>
      </Group>
    </Stack>
  );
}
