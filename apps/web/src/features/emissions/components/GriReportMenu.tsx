import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileTypePdf, IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadGriReport } from '../api';
import type { EmissionsFilterState } from '../filter-params';

/** Downloads the GRI 305 report of the chosen period and sites, as a workbook or a PDF. */
export function GriReportMenu({ filters }: { filters: EmissionsFilterState }) {
  const { t } = useTranslation('emissions');
  const [loading, setLoading] = useState(false);
  const run = async (format: 'xlsx' | 'pdf') => {
    setLoading(true);
    try {
      await downloadGriReport(filters, format);
    } catch {
      notifications.show({ color: 'red', message: t('error') });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconReportAnalytics size={18} aria-hidden />} loading={loading}>
          {t('gri.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void run('xlsx')}>
          {t('gri.download_xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypePdf size={16} aria-hidden />} onClick={() => void run('pdf')}>
          {t('gri.download_pdf')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
