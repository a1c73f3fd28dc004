import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useShipmentChange } from '../api';
import { ActionDialog, fromLocalInput, toLocalInput, useDialogForm } from './dialog-form';
import type { ShipmentDialogProps } from './FieldDialogs';

interface Milestone {
  name: string;
  at: string;
}

/** The shipment's planned milestones, each a name and a moment; an emptied list clears it. */
export function TimelineDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const save = useShipmentChange(shipment.uuid, (calls, timeline: Record<string, string | null> | null) => calls.update({ timeline }));
  const { form, submit, notice } = useDialogForm<{ milestones: Milestone[] }>({
    defaultValues: { milestones: Object.entries(shipment.timeline ?? {}).map(([name, at]) => ({ name, at: toLocalInput(at) })) },
    fields: ['milestones'],
    save: ({ milestones }) => {
      const named = milestones.filter((milestone) => milestone.name.trim() !== '');
      return save.mutateAsync(
        named.length === 0 ? null : Object.fromEntries(named.map((milestone) => [milestone.name.trim(), fromLocalInput(milestone.at)])),
      );
    },
    onDone: onClose,
  });
  const rows = useFieldArray({ control: form.control, name: 'milestones' });
  return (
    <ActionDialog title={t('dialogs.timeline')} onClose={onClose} onSubmit={submit} pending={save.isPending} notice={notice} size={600}>
      {rows.fields.length === 0 && <Text c="dimmed">{t('timeline_plan.empty')}</Text>}
      <Stack gap="xs">
        {rows.fields.map((row, i) => (
          <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput {...form.register(`milestones.${i}.name`)} label={t('timeline_plan.name')} maxLength={50} style={{ flex: 1 }} />
            <TextInput {...form.register(`milestones.${i}.at`)} type="datetime-local" label={t('timeline_plan.at')} style={{ flex: 1 }} />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              onClick={() => rows.remove(i)}
              aria-label={t('timeline_plan.remove', { line: i + 1 })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => rows.append({ name: '', at: '' })}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('timeline_plan.add')}
      </Button>
    </ActionDialog>
  );
}
