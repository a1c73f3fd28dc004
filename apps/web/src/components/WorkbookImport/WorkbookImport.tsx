import { Button, FileButton, Group, List, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/api';
import { downloadBlob } from '../DataTable/http';
import { Modal } from '../Modal/Modal';
import { cellProblems, type CellProblem } from './workbook-errors';

export interface WorkbookImportProps<T> {
  /** Under /api: the empty workbook headed in the user's language. */
  templatePath: string;
  /** The name the template is saved under when the server gives none. */
  templateFileName: string;
  /** Sends the chosen workbook; it lands whole or not at all. */
  upload: (file: File) => Promise<T>;
  /** A column key of a wrong cell as the user reads it. */
  columnLabel: (column: string) => string;
  /** What the import did, for the confirmation. */
  importedMessage: (answer: T) => string;
  onImported?: (answer: T) => unknown;
  importLabel?: string;
  size?: 'xs' | 'sm';
}

/**
 * "Template" and "Import" buttons for a workbook import: the template downloads, the chosen file
 * is sent, and a refusal opens a list of every wrong cell by row and column, as the server
 * named them, so the user can correct the workbook and send it again.
 */
export function WorkbookImport<T>({
  templatePath,
  templateFileName,
  upload,
  columnLabel,
  importedMessage,
  onImported,
  importLabel,
  size = 'xs',
}: WorkbookImportProps<T>) {
  const { t } = useTranslation('components');
  const [problems, setProblems] = useState<CellProblem[] | null>(null);
  const template = useMutation({
    mutationFn: async () => {
      const file = await api.file(templatePath);
      downloadBlob(file.blob, file.filename ?? templateFileName);
    },
  });
  const importer = useMutation({
    mutationFn: upload,
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: importedMessage(answer) });
      await onImported?.(answer);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) {
        const found = cellProblems(error.fieldErrors);
        setProblems(found.length > 0 ? found : [{ row: null, column: null, message: error.serverMessage }]);
      } else if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        notifications.show({ color: 'red', message: error.serverMessage });
      }
    },
  });

  return (
    <>
      <Group gap="xs" wrap="nowrap">
        <Button
          size={size}
          variant="subtle"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={template.isPending}
          onClick={() => template.mutate()}
        >
          {t('workbook_import.template')}
        </Button>
        <FileButton
          onChange={(file) => file && importer.mutate(file)}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        >
          {(props) => (
            <Button
              {...props}
              size={size}
              variant="light"
              loading={importer.isPending}
              leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
            >
              {importLabel ?? t('workbook_import.import')}
            </Button>
          )}
        </FileButton>
      </Group>
      <Modal opened={problems !== null} onClose={() => setProblems(null)} title={t('workbook_import.refused_title')} size="middle">
        <Stack gap="sm">
          <Text size="sm">{t('workbook_import.refused_hint')}</Text>
          <List size="sm" spacing={4} data-testid="workbook-import-problems">
            {(problems ?? []).map((problem, index) => (
              <List.Item key={index}>
                {problem.row === null
                  ? problem.message
                  : t('workbook_import.cell_problem', {
                      row: problem.row,
                      column: columnLabel(problem.column ?? ''),
                      message: problem.message,
                    })}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Modal>
    </>
  );
}
