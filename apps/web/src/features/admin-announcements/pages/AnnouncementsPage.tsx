import { announcementText, type TAnnouncement } from '@freight/contracts';
import { Anchor, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ListPage } from '../../../layouts/ListPage';
import { currentLocale } from '../../../lib/i18n';
import { ANNOUNCEMENTS_ENDPOINT, ANNOUNCEMENTS_TABLE } from '../api';
import { AnnouncementDialog } from '../components/AnnouncementDialog';
import { StatusBadge, useAudienceSummary } from '../components/announcement-parts';
import { AnnouncementView } from '../components/AnnouncementView';

/** When it went out, or is due to. */
const moment = (announcement: TAnnouncement) => {
  const at = announcement.sent_at ?? (announcement.status === 'scheduled' ? announcement.scheduled_at : null);
  return at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '-';
};

/** `/admin/notifications`: god users' announcements to the platform's users. */
export default function AnnouncementsPage() {
  const { t } = useTranslation('adminAnnouncements');
  const summary = useAudienceSummary();
  // null: closed; 'new': writing one; an announcement: changing it.
  const [editing, setEditing] = useState<TAnnouncement | 'new' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const locale = currentLocale();

  const columns = useMemo<DataTableColumn<TAnnouncement>[]>(
    () => [
      {
        key: 'title',
        title: t('columns.title'),
        width: 260,
        pin: true,
        value: (announcement) => announcementText(announcement.title, locale),
        cell: (announcement) => (
          <Anchor
            component="button"
            type="button"
            size="sm"
            fw={600}
            ta="start"
            onClick={() => setViewing(announcement.id)}
            aria-label={t('actions.view_label', { title: announcementText(announcement.title, locale) })}
          >
            {announcementText(announcement.title, locale)}
          </Anchor>
        ),
      },
      {
        key: 'status',
        title: t('columns.status'),
        width: 130,
        sortable: true,
        value: (announcement) => t(`status.${announcement.status}`),
        cell: (announcement) => <StatusBadge status={announcement.status} />,
      },
      { key: 'audience', title: t('columns.audience'), width: 220, value: (announcement) => summary(announcement.audience) },
      {
        key: 'recipients',
        title: t('columns.recipients'),
        width: 100,
        value: (announcement) => (announcement.status === 'sent' ? String(announcement.recipients) : '-'),
      },
      {
        key: 'read',
        title: t('columns.read'),
        width: 100,
        value: (announcement) =>
          announcement.status === 'sent' ? t('read_of', { read: announcement.read, recipients: announcement.recipients }) : '-',
      },
      { key: 'sent_at', title: t('columns.when'), width: 140, sortable: true, value: moment },
      {
        key: 'created_by',
        title: t('columns.created_by'),
        width: 140,
        toggled: false,
        value: (announcement) => announcement.created_by ?? '-',
      },
    ],
    [t, summary, locale],
  );

  return (
    <>
      <ListPage
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('actions.add')}
          </Button>
        }
      >
        <DataTable
          tableId={ANNOUNCEMENTS_TABLE}
          label={t('table')}
          endpoint={ANNOUNCEMENTS_ENDPOINT}
          columns={columns}
          searchable
          emptyText={t('empty')}
        />
      </ListPage>
      {editing !== null && <AnnouncementDialog announcement={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <AnnouncementView
        announcementId={editing === null ? viewing : null}
        onEdit={(announcement) => setEditing(announcement)}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
