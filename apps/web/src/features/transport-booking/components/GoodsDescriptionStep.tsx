import type { TGoodTypeOption } from '@freight/contracts';
import { Badge, Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGoodTypeOptions } from '../api';
import type { BookingFormValues } from '../booking-form';
import { FormTextInput, StepSection, useErrorAt } from './fields';

/** The goods type of one line; choosing one names the goods when the line has no description yet. */
function GoodsTypeSelect({ index, types, loading }: { index: number; types: readonly TGoodTypeOption[]; loading: boolean }) {
  const { t } = useTranslation('booking');
  const { control, getValues, setValue } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();
  const path = `goods.${index}.goods_type` as const;
  const options = types.map((type) => ({ value: type.code, label: type.name }));
  return (
    <Controller
      control={control}
      name={path}
      render={({ field }) => {
        // A type kept in a template or draft but since taken out of the dictionary stays visible as its code.
        const known = field.value === '' || options.some((option) => option.value === field.value);
        const chosen = types.find((type) => type.code === field.value);
        return (
          <Select
            label={t('describe.goods_type')}
            placeholder={t('describe.goods_type_placeholder')}
            data={known ? options : [...options, { value: field.value, label: field.value }]}
            value={field.value || null}
            onChange={(code) => {
              field.onChange(code ?? '');
              const type = types.find((candidate) => candidate.code === code);
              if (type && getValues(`goods.${index}.description`).trim() === '')
                setValue(`goods.${index}.description`, type.name, { shouldDirty: true });
            }}
            searchable
            clearable
            nothingFoundMessage={t('describe.goods_type_none')}
            disabled={loading}
            comboboxProps={{ withinPortal: true }}
            error={errorAt(path)}
            description={chosen?.dangerous_goods ? t('describe.goods_type_dangerous') : undefined}
            leftSection={
              chosen?.dangerous_goods ? <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-hidden /> : undefined
            }
          />
        );
      }}
    />
  );
}

/** Step 'finalize_goods_description': what each goods line is, its goods type, and the mark on its packages. */
export function GoodsDescriptionStep() {
  const { t, i18n } = useTranslation('booking');
  const { t: tq } = useTranslation('quotes');
  const { control } = useFormContext<BookingFormValues>();
  const goods = useWatch({ control, name: 'goods' });
  const goodTypes = useGoodTypeOptions(i18n.language);

  return (
    <StepSection id="booking-descriptions" title={t('describe.title')} description={t('describe.hint')}>
      <Stack gap="sm">
        {goods.map((line, index) => (
          <Fieldset
            key={index}
            legend={tq('goods.line', { line: index + 1 })}
            variant="filled"
            radius="md"
            p={{ base: 'sm', sm: 'md' }}
            pt="xs"
          >
            <Group gap="xs" mb="xs">
              <Badge variant="light" color="gray">
                {line.units ?? 0} × {tq(`package_types.${line.package_type}`)}
              </Badge>
              {line.weight && (
                <Text size="sm" c="dimmed">
                  {line.weight} {tq('units.kg')}
                </Text>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <GoodsTypeSelect index={index} types={goodTypes.data ?? []} loading={goodTypes.isPending} />
              <FormTextInput
                name={`goods.${index}.description`}
                label={t('describe.description')}
                placeholder={t('describe.description_placeholder')}
                maxLength={200}
                required
              />
              <FormTextInput name={`goods.${index}.shipping_mark`} label={t('describe.shipping_mark')} maxLength={100} />
            </SimpleGrid>
          </Fieldset>
        ))}
      </Stack>
    </StepSection>
  );
}
