import { formatNumber } from '@freight/domain';
import { ActionIcon, Button, FileButton, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/inputs/FieldError';
import { IMPORT_FILE_ACCEPT, isImportFile } from '../import-columns';
import classes from './FileDropZone.module.css';

interface FileDropZoneProps {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** The most rows the file may hold, as the server that reads it will count them. */
  maxRows: number;
}

const kilobytes = (bytes: number) => `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;

/** Takes one .xlsx or .csv file, dropped on it or chosen with the file picker. */
export function FileDropZone({ file, onChange, disabled = false, maxRows }: FileDropZoneProps) {
  const { t } = useTranslation('imports');
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const resetPicker = useRef<() => void>(null);

  const take = (chosen: File | null) => {
    // Cleared after every pick, so choosing the same file again after removing it still counts.
    resetPicker.current?.();
    setProblem(null);
    if (chosen && !isImportFile(chosen)) {
      setProblem(t('upload.wrong_type'));
      return;
    }
    onChange(chosen);
  };

  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files[0] ?? null);
  };

  return (
    <Stack gap={4}>
      <Stack
        className={classes.zone}
        data-dragging={dragging || undefined}
        data-disabled={disabled || undefined}
        align="center"
        gap="xs"
        p="lg"
        onDragOver={over}
        onDragEnter={over}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        data-testid="import-drop-zone"
      >
        {file ? (
          <Group gap="sm" wrap="nowrap" maw="100%">
            <ThemeIcon variant="light" size="lg" radius="md">
              <IconFileSpreadsheet size={22} aria-hidden />
            </ThemeIcon>
            <Stack gap={0} className={classes.fileName}>
              <Text fw={600}>{file.name}</Text>
              <Text size="sm" c="dimmed">
                {kilobytes(file.size)}
              </Text>
            </Stack>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={() => take(null)}
              disabled={disabled}
              aria-label={t('upload.remove', { name: file.name })}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ) : (
          <>
            <ThemeIcon variant="light" size={44} radius="xl">
              <IconUpload size={24} aria-hidden />
            </ThemeIcon>
            <Text fw={600} ta="center">
              {t('upload.drop')}
            </Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('upload.file_hint', { rows: formatNumber(maxRows) })}
            </Text>
          </>
        )}
        <FileButton onChange={take} accept={IMPORT_FILE_ACCEPT} disabled={disabled} resetRef={resetPicker}>
          {(props) => (
            <Button {...props} variant={file ? 'subtle' : 'light'} size="sm" disabled={disabled}>
              {file ? t('upload.choose_other') : t('upload.choose')}
            </Button>
          )}
        </FileButton>
      </Stack>
      <FieldError errors={problem} />
    </Stack>
  );
}
