import { announcementText, LOCALES, type TAnnouncement } from '@freight/contracts';
import { Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { refusalMessage } from '../../../lib/api-error';
import { useAnnouncement, useWithdrawAnnouncement } from '../api';
import { currentLocale, LOCALE_NAMES } from '../../../lib/i18n';
import { StatusBadge, useAudienceSummary } from './announcement-parts';

const when = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : null);

interface AnnouncementViewProps {
  announcementId: number | null;
  onEdit: (announcement: TAnnouncement) => void;
  onClose: () => void;
}

/** One announcement: its texts in each language, who it is for, how many got and read it; a pending one can be changed or withdrawn. */
export function AnnouncementView({ announcementId, onEdit, onClose }: AnnouncementViewProps) {
  const { t } = useTranslation('adminAnnouncements');
  const { data: announcement } = useAnnouncement(announcementId);
  const withdraw = useWithdrawAnnouncement();
  const summary = useAudienceSummary();
  const [confirming, setConfirming] = useState(false);
  const pending = announcement?.status === 'draft' || announcement?.status === 'scheduled';

  const facts = announcement
    ? [
        { label: t('columns.status'), value: <StatusBadge status={announcement.status} /> },
        { label: t('columns.audience'), value: summary(announcement.audience) },
        ...(announcement.status === 'sent'
          ? [
              { label: t('view.recipients'), value: String(announcement.recipients) },
              { label: t('view.read'), value: t('read_of', { read: announcement.read, recipients: announcement.recipients }) },
            ]
          : []),
        { label: t('view.scheduled_at'), value: when(announcement.scheduled_at) },
        { label: t('view.sent_at'), value: when(announcement.sent_at) },
        { label: t('view.withdrawn_at'), value: when(announcement.withdrawn_at) },
        { label: t('view.email'), value: announcement.email ? t('view.yes') : t('view.no') },
        { label: t('view.created_by'), value: announcement.created_by },
      ].filter((fact) => fact.value !== null)
    : [];

  return (
    <>
      <Modal
        opened={announcementId !== null && !confirming}
        onClose={onClose}
        size="middle"
        title={announcement ? announcementText(announcement.title, currentLocale()) : ''}
      >
        {announcement && (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" component="dl" m={0}>
              {facts.map((fact) => (
                <Stack key={fact.label} gap={0}>
                  <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {fact.label}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {fact.value}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            <Tabs defaultValue="en">
              <Tabs.List>
                {LOCALES.filter((locale) => announcement.title[locale]).map((locale) => (
                  <Tabs.Tab key={locale} value={locale} lang={locale}>
                    {LOCALE_NAMES[locale]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              {LOCALES.map((locale) => (
                <Tabs.Panel key={locale} value={locale} pt="sm" lang={locale}>
                  <Title order={3} size="h5">
                    {announcement.title[locale]}
                  </Title>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} mt="xs">
                    {announcement.message[locale]}
                  </Text>
                </Tabs.Panel>
              ))}
            </Tabs>
            <Group justify="flex-end" gap="sm">
              {pending && (
                <>
                  <Button variant="default" color="red" onClick={() => setConfirming(true)}>
                    {t('actions.withdraw')}
                  </Button>
                  <Button variant="default" onClick={() => onEdit(announcement)}>
                    {t('actions.edit')}
                  </Button>
                </>
              )}
              <Button onClick={onClose}>{t('actions.close')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={confirming} onClose={() => setConfirming(false)} size="sm" title={t('view.withdraw_title')}>
        <Stack gap="md">
          <Text>{t('view.withdraw_text', { title: announcement ? announcementText(announcement.title, currentLocale()) : '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button
              color="red"
              loading={withdraw.isPending}
              onClick={() =>
                announcement &&
                withdraw.mutate(announcement.id, {
                  onSuccess: () => {
                    notifications.show({ color: 'green', message: t('view.withdrawn') });
                    setConfirming(false);
                  },
                  onError: (error) => {
                    notifications.show({ color: 'red', message: refusalMessage(error) ?? t('errors.save_failed') });
                    setConfirming(false);
                  },
                })
              }
            >
              {t('actions.withdraw')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
