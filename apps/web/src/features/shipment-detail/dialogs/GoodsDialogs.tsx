import type { TConsignmentDetail } from '@freight/contracts';
import { ActionIcon, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type TGoodsItemBody, useShipmentChange } from '../api';
import { ActionDialog, DecimalField, IntegerField, numberText, toNumberOrNull, useDialogForm } from './dialog-form';
import type { ShipmentDialogProps } from './FieldDialogs';

const TEXTS = ['goods_type', 'package_type', 'description', 'shipping_mark', 'container_size'] as const;
const DECIMALS = ['weight', 'length', 'width', 'height', 'volume', 'load_meters', 'pallet_spaces'] as const;

type ItemValues = Record<(typeof TEXTS)[number] | (typeof DECIMALS)[number], string> & {
  units: number | null;
  stackable: boolean;
  dangerous_goods: boolean;
};

type Item = TConsignmentDetail['items'][number];

function toValues(item: Item | null): ItemValues {
  return {
    ...(Object.fromEntries(TEXTS.map((name) => [name, item?.[name] ?? ''])) as Record<(typeof TEXTS)[number], string>),
    ...(Object.fromEntries(DECIMALS.map((name) => [name, numberText(item?.[name])])) as Record<(typeof DECIMALS)[number], string>),
    units: item?.units ?? 1,
    stackable: item?.stackable ?? true,
    dangerous_goods: item?.dangerous_goods ?? false,
  };
}

function toBody(values: ItemValues): TGoodsItemBody {
  return {
    ...(Object.fromEntries(TEXTS.map((name) => [name, values[name].trim() || null])) as Record<(typeof TEXTS)[number], string | null>),
    ...(Object.fromEntries(DECIMALS.map((name) => [name, toNumberOrNull(values[name])])) as Record<
      (typeof DECIMALS)[number],
      number | null
    >),
    // SPEC §9: a goods item has one unit unless told otherwise.
    units: values.units ?? 1,
    stackable: values.stackable,
    dangerous_goods: values.dangerous_goods,
  };
}

const itemBody = ({ id: _id, ...item }: Item): TGoodsItemBody => item;

function useReplaceItems(uuid: string) {
  return useShipmentChange(uuid, (calls, items: TGoodsItemBody[]) => calls.replaceItems(items));
}

function Flag({
  control,
  name,
  label,
}: {
  control: Control<{ items: ItemValues[] }>;
  name: `items.${number}.stackable` | `items.${number}.dangerous_goods`;
  label: string;
}) {
  const { field } = useController({ control, name });
  return <Checkbox checked={field.value} onChange={(event) => field.onChange(event.currentTarget.checked)} label={label} />;
}

/** Every field of one goods item (SPEC §3); the server stores the whole list again with it. */
export function ShipmentItemDialog({ shipment, index, onClose }: ShipmentDialogProps & { index: number | null }) {
  const { t } = useTranslation('shipment');
  const replace = useReplaceItems(shipment.uuid);
  const position = index ?? shipment.items.length;
  const at = `items.${position}` as const;
  const { form, submit, notice, fieldError } = useDialogForm<{ items: ItemValues[] }>({
    // The item sits at its own position, so a 422 key such as `items.2.weight` reaches its field.
    defaultValues: { items: [...shipment.items.map(toValues), ...(index === null ? [toValues(null)] : [])] },
    fields: [...TEXTS, ...DECIMALS, 'units'].map((name) => `${at}.${name}` as `items.${number}.${keyof ItemValues}`),
    save: ({ items }) => {
      const others = shipment.items.map(itemBody);
      const edited = toBody(items[position]!);
      return replace.mutateAsync(index === null ? [...others, edited] : others.map((item, i) => (i === position ? edited : item)));
    },
    onDone: onClose,
  });
  return (
    <ActionDialog
      title={index === null ? t('dialogs.item_add') : t('dialogs.item_edit')}
      onClose={onClose}
      onSubmit={submit}
      pending={replace.isPending}
      notice={notice}
      size="middle"
    >
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
        <IntegerField control={form.control} name={`${at}.units`} label={t('goods.units')} error={fieldError(`${at}.units`)} />
        {TEXTS.map((name) => (
          <TextInput key={name} {...form.register(`${at}.${name}`)} label={t(`goods.${name}`)} error={fieldError(`${at}.${name}`)} />
        ))}
        {DECIMALS.map((name) => (
          <DecimalField
            key={name}
            control={form.control}
            name={`${at}.${name}`}
            label={t(`goods.${name}`)}
            error={fieldError(`${at}.${name}`)}
          />
        ))}
      </SimpleGrid>
      <Group gap="lg">
        <Flag control={form.control} name={`${at}.stackable`} label={t('goods.stackable')} />
        <Flag control={form.control} name={`${at}.dangerous_goods`} label={t('goods.dangerous_goods')} />
      </Group>
    </ActionDialog>
  );
}

/** The cargo as a list: add, change or remove goods lines and save them together. */
export function CargoDialog({ shipment, onClose }: ShipmentDialogProps) {
  const { t } = useTranslation('shipment');
  const replace = useReplaceItems(shipment.uuid);
  const { form, submit, notice, fieldError } = useDialogForm<{ items: ItemValues[] }>({
    defaultValues: { items: shipment.items.map(toValues) },
    fields: shipment.items.flatMap((_, i) =>
      ['description', 'goods_type', 'units', 'weight', 'volume'].map(
        (name) => `items.${i}.${name}` as `items.${number}.${keyof ItemValues}`,
      ),
    ),
    save: ({ items }) => replace.mutateAsync(items.map(toBody)),
    onDone: onClose,
  });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  return (
    <ActionDialog title={t('dialogs.cargo')} onClose={onClose} onSubmit={submit} pending={replace.isPending} notice={notice} size="lg">
      {lines.fields.length === 0 && <Text c="dimmed">{t('goods.empty')}</Text>}
      <Stack gap="sm">
        {lines.fields.map((line, i) => (
          <Paper key={line.id} withBorder p="sm" radius="md">
            <Group align="flex-end" gap="sm" wrap="nowrap">
              <SimpleGrid cols={{ base: 2, sm: 5 }} style={{ flex: 1 }} spacing="xs">
                <TextInput
                  {...form.register(`items.${i}.description`)}
                  label={t('goods.description')}
                  error={fieldError(`items.${i}.description`)}
                />
                <TextInput
                  {...form.register(`items.${i}.goods_type`)}
                  label={t('goods.goods_type')}
                  error={fieldError(`items.${i}.goods_type`)}
                />
                <IntegerField
                  control={form.control}
                  name={`items.${i}.units`}
                  label={t('goods.units')}
                  error={fieldError(`items.${i}.units`)}
                />
                <DecimalField
                  control={form.control}
                  name={`items.${i}.weight`}
                  label={t('goods.weight')}
                  error={fieldError(`items.${i}.weight`)}
                />
                <DecimalField
                  control={form.control}
                  name={`items.${i}.volume`}
                  label={t('goods.volume')}
                  error={fieldError(`items.${i}.volume`)}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => lines.remove(i)}
                aria-label={t('goods.remove_line', { line: i + 1 })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => lines.append(toValues(null))}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('goods.add_line')}
      </Button>
    </ActionDialog>
  );
}
