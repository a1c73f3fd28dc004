import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalculator, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { useCalculateWorkbook } from '../api';
import { fileMessages } from './upload-errors';
import { WorkbookField } from './WorkbookField';

export interface WorkbookDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** Uploads a workbook and downloads it back with each row's CO2e or error; nothing is stored. */
export default function CalculateWorkbookDialog({ opened, onClose }: WorkbookDialogProps) {
  const { t } = useTranslation('emissionsUpload');
  const [file, setFile] = useState<File | null>(null);
  const calculate = useCalculateWorkbook();
  const messages = fileMessages(calculate.error);

  const close = () => {
    if (calculate.isPending) return;
    setFile(null);
    calculate.reset();
    onClose();
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    calculate.reset();
  };
  const submit = () => {
    if (!file || calculate.isPending) return;
    const name = file.name.replace(/\.xlsx$/i, '');
    calculate.mutate({ file, resultName: t('calculate.result_file', { name }) });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('calculate.title')}
      size="md"
      closeOnOverlayClick={!calculate.isPending}
      closeOnEscape={!calculate.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('calculate.intro')}
          </Text>
          <WorkbookField file={file} onChange={choose} disabled={calculate.isPending} />
          {calculate.isPending && file && (
            <Stack gap={4} role="status">
              <Text size="sm">{t('calculate.working', { name: file.name })}</Text>
              <Progress value={100} animated striped aria-hidden />
            </Stack>
          )}
          {calculate.isSuccess && file && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {t('calculate.done', { name: file.name })}
            </Alert>
          )}
          {messages.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {messages.join(' ')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={calculate.isPending}>
              {t('actions.close', { ns: 'common' })}
            </Button>
            <Button type="submit" leftSection={<IconCalculator size={18} aria-hidden />} disabled={!file} loading={calculate.isPending}>
              {t('calculate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
