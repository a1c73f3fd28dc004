import { formatNumber } from '@freight/domain';
import { Alert, Button, Group, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileImport, IconListCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { useSessionUser } from '../../../lib/session';
import { importRejection, RejectedRows } from '../../shipment-import';
import { useImportProgress, useProcessWorkbook, useVerifyWorkbook } from '../api';
import type { WorkbookDialogProps } from './CalculateWorkbookDialog';
import { fileMessages } from './upload-errors';
import { VerifyPreview } from './VerifyPreview';
import { WorkbookField } from './WorkbookField';

/**
 * Imports shipments booked elsewhere: the workbook is checked first and every row's figures or
 * errors shown; only a workbook without errors can then be imported, all rows or none, with the
 * rows read so far shown while it runs.
 */
export default function ImportWorkbookDialog({ opened, onClose, onImported }: WorkbookDialogProps & { onImported?: () => void }) {
  const { t } = useTranslation('emissionsUpload');
  const user = useSessionUser();
  const actedSites = (user?.sites ?? []).filter((site) => user?.sitesFilter.includes(site.id));
  const [file, setFile] = useState<File | null>(null);
  const [chosenSite, setChosenSite] = useState<number | null>(null);
  const [progressId, setProgressId] = useState<string | null>(null);
  const verify = useVerifyWorkbook();
  const process = useProcessWorkbook();
  const progress = useImportProgress(process.isPending ? progressId : null);
  // Acting as one site, the shipments land there; acting as several, the user names one.
  const siteId = actedSites.length > 1 ? (chosenSite ?? actedSites[0]!.id) : null;
  const busy = verify.isPending || process.isPending;
  const checked = verify.data?.data ?? null;
  const imported = process.data?.data ?? null;
  const rejection = importRejection(process.error);
  const messages = [...fileMessages(verify.error), ...(rejection && rejection.rows.length > 0 ? [] : fileMessages(process.error))];

  const startOver = () => {
    setFile(null);
    verify.reset();
    process.reset();
  };
  const close = () => {
    if (busy) return;
    startOver();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    verify.reset();
    process.reset();
  };
  const check = () => {
    if (file && !busy) verify.mutate({ file, siteId });
  };
  const importAll = () => {
    if (!file || busy) return;
    const id = crypto.randomUUID();
    setProgressId(id);
    process.mutate({ file, siteId, progressId: id }, { onSuccess: () => onImported?.() });
  };

  const total = checked?.rows_total ?? 0;
  const done = Math.min(progress.data ?? 0, total);

  return (
    <Modal opened={opened} onClose={close} title={t('import.title')} size="2xl" closeOnOverlayClick={!busy} closeOnEscape={!busy}>
      {imported && file ? (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={t('result.title')} role="status">
            {t('result.text', { name: file.name })}
          </Alert>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={t('result.title')}>
            {(
              [
                ['rows', formatNumber(imported.rows)],
                ['created', formatNumber(imported.created)],
                ['updated', formatNumber(imported.updated)],
                ['co2e', formatNumber(imported.co2e_wtw_kg, { minimumFractionDigits: 1, maximumFractionDigits: 1 })],
              ] as const
            ).map(([key, value]) => (
              <Stack key={key} gap={0}>
                <Text size="xs" c="dimmed">
                  {t(`result.${key}`)}
                </Text>
                <Text fw={700} size="lg" data-testid={`import-${key}`}>
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={startOver}>
              {t('import.again')}
            </Button>
            <Button onClick={close}>{t('actions.close', { ns: 'common' })}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (checked && checked.rows_invalid === 0) importAll();
            else check();
          }}
        >
          <Stack gap="md">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('import.intro')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('import.reupload')}
              </Text>
            </Stack>
            <SimpleGrid cols={{ base: 1, sm: actedSites.length > 1 ? 2 : 1 }} spacing="md">
              <WorkbookField file={file} onChange={choose} disabled={busy} />
              {actedSites.length > 1 && (
                <Select
                  label={t('import.site')}
                  description={t('import.site_hint')}
                  data={actedSites.map((site) => ({ value: String(site.id), label: site.name }))}
                  value={siteId === null ? null : String(siteId)}
                  onChange={(value) => {
                    setChosenSite(value === null ? null : Number(value));
                    verify.reset();
                    process.reset();
                  }}
                  allowDeselect={false}
                  disabled={busy}
                />
              )}
            </SimpleGrid>
            {verify.isPending && file && (
              <Stack gap={4} role="status">
                <Text size="sm">{t('import.verifying', { name: file.name })}</Text>
                <Progress value={100} animated striped aria-hidden />
              </Stack>
            )}
            {process.isPending && file && (
              <Stack gap={4} role="status">
                <Text size="sm">
                  {progress.data === undefined
                    ? t('import.processing_started', { name: file.name })
                    : t('import.processing', { done: formatNumber(done), total: formatNumber(total) })}
                </Text>
                <Progress
                  value={progress.data === undefined || total === 0 ? 100 : (done / total) * 100}
                  animated
                  striped={progress.data === undefined}
                  aria-hidden
                />
              </Stack>
            )}
            {messages.length > 0 && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {messages.join(' ')}
              </Alert>
            )}
            {rejection && rejection.rows.length > 0 && <RejectedRows rejection={rejection} />}
            {checked && !process.isPending && <VerifyPreview result={checked} />}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('actions.cancel', { ns: 'common' })}
              </Button>
              {checked && checked.rows_invalid === 0 ? (
                <Button type="submit" leftSection={<IconFileImport size={18} aria-hidden />} loading={process.isPending}>
                  {t('import.process', { count: checked.rows_valid })}
                </Button>
              ) : (
                <Button type="submit" leftSection={<IconListCheck size={18} aria-hidden />} disabled={!file} loading={verify.isPending}>
                  {t('import.verify')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
