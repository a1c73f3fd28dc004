import { Button, Group } from '@mantine/core';
import { IconCalculator, IconDownload, IconFileImport } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadTemplate } from '../api';

// Uploads are occasional: each dialog's code loads when it is first opened.
const CalculateWorkbookDialog = lazy(() => import('./CalculateWorkbookDialog'));
const ImportWorkbookDialog = lazy(() => import('./ImportWorkbookDialog'));

type Dialog = 'calculate' | 'import';

/**
 * The emissions screen's actions for shipments booked elsewhere: calculate a workbook, import one,
 * or get the template. `onImported` lets the screen show the imported shipments at once.
 */
export function EmissionsUploadActions({ onImported }: { onImported?: () => void }) {
  const { t } = useTranslation('emissionsUpload');
  const [opened, setOpened] = useState<Dialog | null>(null);
  const [requested, setRequested] = useState<Set<Dialog>>(new Set());
  const template = useDownloadTemplate();
  const open = (dialog: Dialog) => {
    setRequested((before) => new Set(before).add(dialog));
    setOpened(dialog);
  };

  return (
    <>
      <Group gap="xs" role="group" aria-label={t('actions.label')} wrap="wrap">
        <Button variant="light" leftSection={<IconCalculator size={18} aria-hidden />} onClick={() => open('calculate')}>
          {t('actions.calculate')}
        </Button>
        <Button variant="light" leftSection={<IconFileImport size={18} aria-hidden />} onClick={() => open('import')}>
          {t('actions.import')}
        </Button>
        <Button
          variant="subtle"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={template.isPending}
          onClick={() => template.mutate(t('actions.template_file'))}
        >
          {t('actions.template')}
        </Button>
      </Group>
      <Suspense fallback={null}>
        {requested.has('calculate') && <CalculateWorkbookDialog opened={opened === 'calculate'} onClose={() => setOpened(null)} />}
        {requested.has('import') && (
          <ImportWorkbookDialog opened={opened === 'import'} onClose={() => setOpened(null)} onImported={onImported} />
        )}
      </Suspense>
    </>
  );
}
