import { IMPORT_ROWS_MAX } from '@freight/contracts';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { Modal } from '../../../components/Modal/Modal';
import { useImportUpload } from '../api';
import { refusalMessage } from '../../../lib/api-error';
import { importRejection } from '../import-rejection';
import { FileDropZone } from './FileDropZone';
import { ImportColumnsHelp } from './ImportColumnsHelp';
import { ImportResultView } from './ImportResultView';
import { RejectedRows } from './RejectedRows';

export interface ImportShipmentsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Imports shipments and tracking events from an .xlsx or .csv file. The import lands whole or
 * not at all: the dialog shows what it did, or every rejected row with its reason.
 */
export default function ImportShipmentsDialog({ opened, onClose }: ImportShipmentsDialogProps) {
  const { t } = useTranslation('imports');
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportUpload();
  const rejection = importRejection(upload.error);
  // A 422 is explained row by row, other refusals (a file too large) in a notice.
  const failure = rejection ? null : refusalMessage(upload.error);
  const result = upload.data?.data ?? null;

  const startOver = () => {
    setFile(null);
    upload.reset();
  };
  const close = () => {
    if (upload.isPending) return;
    startOver();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    upload.reset();
  };
  const submit = () => {
    if (file && !upload.isPending) upload.mutate(file);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('upload.title')}
      size="middle"
      closeOnOverlayClick={!upload.isPending}
      closeOnEscape={!upload.isPending}
    >
      {result && file ? (
        <Stack gap="md">
          <ImportResultView result={result} fileName={file.name} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={startOver}>
              {t('upload.import_another')}
            </Button>
            <Button onClick={close}>{t('actions.close', { ns: 'common' })}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('upload.intro')}
            </Text>
            <FileDropZone file={file} onChange={choose} disabled={upload.isPending} maxRows={IMPORT_ROWS_MAX} />
            {upload.isPending && file && (
              <Stack gap={4} role="status">
                <Text size="sm">{t('upload.uploading', { name: file.name })}</Text>
                <Progress value={100} animated striped aria-hidden />
              </Stack>
            )}
            {rejection && <RejectedRows rejection={rejection} />}
            <FormNotice messages={[failure]} />
            <ImportColumnsHelp />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={upload.isPending}>
                {t('actions.cancel', { ns: 'common' })}
              </Button>
              <Button type="submit" leftSection={<IconFileImport size={18} aria-hidden />} disabled={!file} loading={upload.isPending}>
                {t('upload.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
