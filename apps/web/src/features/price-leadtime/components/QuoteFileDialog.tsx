import { CONTAINER_SIZES, QUOTE_FILE_COLUMNS, QUOTE_FILE_LINES_MAX } from '@freight/contracts';
import { formatNumber } from '@freight/domain';
import { Alert, Anchor, Button, Code, Group, List, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { downloadBlob, postForm } from '../../../components/DataTable/http';
import { Modal } from '../../../components/Modal/Modal';
import { api } from '../../../lib/api';
import { refusalMessage } from '../../../lib/api-error';
import { FileDropZone, RejectedRows, importRejection } from '../../shipment-import';

const resultName = (file: File) => `${file.name.replace(/\.[^.]+$/, '') || 'quote-file'}-quotes.xlsx`;

export interface QuoteFileDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Prices a spreadsheet of consignments across every service at once and downloads each line's
 * cheapest and fastest offer. A file with a wrong cell is priced not at all, and every wrong cell
 * is listed.
 */
export function QuoteFileDialog({ opened, onClose }: QuoteFileDialogProps) {
  const { t } = useTranslation('quotes');
  const [file, setFile] = useState<File | null>(null);
  const pricing = useMutation({
    mutationFn: async (chosen: File) => {
      const form = new FormData();
      form.append('file', chosen);
      const workbook = await postForm('/price-calculation/file', form);
      downloadBlob(workbook, resultName(chosen));
      return resultName(chosen);
    },
  });
  const template = useMutation({
    mutationFn: async () => downloadBlob(await api.blob('/price-calculation/file/template'), 'quote-file-template.xlsx'),
  });
  const rejection = importRejection(pricing.error);
  const failure = rejection ? null : refusalMessage(pricing.error ?? template.error);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    pricing.reset();
  };
  const close = () => {
    if (pricing.isPending) return;
    choose(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('quote_file.title')}
      size="middle"
      closeOnOverlayClick={!pricing.isPending}
      closeOnEscape={!pricing.isPending}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (file && !pricing.isPending) pricing.mutate(file);
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('quote_file.intro', { max: formatNumber(QUOTE_FILE_LINES_MAX) })}
          </Text>
          <FileDropZone file={file} onChange={choose} disabled={pricing.isPending} maxRows={QUOTE_FILE_LINES_MAX} />
          {pricing.isPending && file && (
            <Stack gap={4} role="status">
              <Text size="sm">{t('quote_file.pricing', { name: file.name })}</Text>
              <Progress value={100} animated striped aria-hidden />
            </Stack>
          )}
          {pricing.isSuccess && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {t('quote_file.done', { name: pricing.data })}
            </Alert>
          )}
          {rejection && <RejectedRows rejection={rejection} />}
          <FormNotice messages={[failure]} />
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('quote_file.columns')}
            </Text>
            <List size="sm" spacing={2}>
              {QUOTE_FILE_COLUMNS.map((column) => (
                <List.Item key={column.key}>
                  <Code>{t(`quote_file.column.${column.key}`)}</Code>{' '}
                  {column.required ? t('quote_file.required') : t('quote_file.optional')}
                </List.Item>
              ))}
            </List>
            <Text size="xs" c="dimmed">
              {t('quote_file.units_hint', { sizes: CONTAINER_SIZES.join(', ') })}
            </Text>
            <Anchor component="button" type="button" size="sm" onClick={() => template.mutate()} style={{ alignSelf: 'flex-start' }}>
              <Group gap={4} component="span">
                <IconDownload size={14} aria-hidden />
                {t('quote_file.template')}
              </Group>
            </Anchor>
          </Stack>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pricing.isPending}>
              {t('actions.close', { ns: 'common' })}
            </Button>
            <Button type="submit" leftSection={<IconFileSpreadsheet size={18} aria-hidden />} disabled={!file} loading={pricing.isPending}>
              {t('quote_file.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
