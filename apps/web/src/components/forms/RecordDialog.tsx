import { Button, Group, type MantineSpacing, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, type ModalSize } from '../Modal/Modal';
import { FormNotice } from './FormNotice';

export interface RecordDialogProps {
  title: string;
  size?: ModalSize;
  onClose: () => void;
  /** Runs on submit; the page itself never reloads. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** Messages of a failed save that no field shows. */
  notice: readonly string[];
  /** A save is under way: the save button spins. */
  saving: boolean;
  /** @default the common 'Cancel' */
  cancelLabel?: string;
  /** @default the common 'Save' */
  saveLabel?: string;
  /** Space between the fields @default 'md' */
  gap?: MantineSpacing;
  /** Sets Cancel and Save a little further below the fields. */
  separateActions?: boolean;
  /** Shown under the form, outside it, such as the record's history. */
  below?: ReactNode;
  /** The save cannot be undone, such as a cancellation: its button is red. */
  danger?: boolean;
  /** The record cannot be changed here: its save button is off. */
  readOnly?: boolean;
  children: ReactNode;
}

/**
 * A dialog that adds or changes one record (SPEC §4, §5): its fields, the notice above them for
 * what no field shows, and Cancel and Save below.
 */
export function RecordDialog({
  title,
  size,
  onClose,
  onSubmit,
  notice,
  saving,
  cancelLabel,
  saveLabel,
  gap = 'md',
  separateActions = false,
  below,
  danger = false,
  readOnly = false,
  children,
}: RecordDialogProps) {
  const { t } = useTranslation();
  const form = (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit(event);
      }}
    >
      <Stack gap={gap}>
        <FormNotice messages={notice} />
        {children}
        <Group justify="flex-end" gap="sm" mt={separateActions ? 'xs' : undefined}>
          <Button variant="default" onClick={onClose}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button type="submit" loading={saving} color={danger ? 'red' : undefined} disabled={readOnly}>
            {saveLabel ?? t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      {below === undefined ? (
        form
      ) : (
        <Stack gap="lg">
          {form}
          {below}
        </Stack>
      )}
    </Modal>
  );
}
