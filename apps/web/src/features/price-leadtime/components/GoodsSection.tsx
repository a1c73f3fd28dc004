import { CONTAINER_SIZES, QUOTE_PACKAGE_TYPES, type TPriceCalculationRequest } from '@freight/contracts';
import { ActionIcon, Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldErrors, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { DecimalInput } from '../../../components/inputs/DecimalInput';
import { IntegerInput } from '../../../components/inputs/IntegerInput';
import { useFieldErrorText } from '../../../lib/forms';
import { newGoodsLine, type QuoteFormValues, standardFootprint } from '../quote-form';
import { GoodsTotals } from './GoodsTotals';

/** The contract allows this many lines in one calculation. */
const MAX_LINES = 100;

export interface GoodsSectionProps {
  control: Control<QuoteFormValues, unknown, TPriceCalculationRequest>;
  errors: FieldErrors<QuoteFormValues>;
  /** How the stackable choice shows: a booking's non-stackable module may hide it or make it read-only. */
  stackable?: 'visible' | 'disabled' | 'hidden';
  /** More fields of a line, such as a booking's load metres, shown after its measures. */
  lineExtras?: (index: number) => ReactNode;
}

/** The goods lines (SPEC §3 Goods item), added and removed freely, with live totals below. */
export function GoodsSection({ control, errors, stackable = 'visible', lineExtras }: GoodsSectionProps) {
  const { t } = useTranslation('quotes');
  const errorText = useFieldErrorText();
  const { fields, append, remove } = useFieldArray({ control, name: 'goods' });
  const goods = useWatch({ control, name: 'goods' });
  const packageOptions = QUOTE_PACKAGE_TYPES.map((value) => ({ value, label: t(`package_types.${value}`) }));
  const containerOptions = CONTAINER_SIZES.map((value) => ({ value, label: t(`container_sizes.${value}`) }));

  return (
    <Stack gap="sm">
      {fields.map((field, index) => {
        const line = goods[index];
        const lineErrors = errors.goods?.[index];
        const footprint = line ? standardFootprint(line.package_type) : null;
        const legend = t('goods.line', { line: index + 1 });
        return (
          <Fieldset key={field.id} legend={legend} variant="filled" radius="md" p={{ base: 'sm', sm: 'md' }} pt="xs">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
                <Controller
                  control={control}
                  name={`goods.${index}.package_type`}
                  render={({ field: input }) => (
                    <Select
                      label={t('goods.package_type')}
                      data={packageOptions}
                      value={input.value}
                      onChange={(value) => value && input.onChange(value)}
                      allowDeselect={false}
                      comboboxProps={{ withinPortal: true }}
                      error={errorText(lineErrors?.package_type)}
                      required
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`goods.${index}.units`}
                  render={({ field: input }) => (
                    <IntegerInput
                      label={t('goods.units')}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      error={errorText(lineErrors?.units)}
                      required
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`goods.${index}.weight`}
                  render={({ field: input }) => (
                    <DecimalInput
                      label={t('goods.weight')}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      ref={input.ref}
                      rightSection={t('units.kg')}
                      error={errorText(lineErrors?.weight)}
                      required
                    />
                  )}
                />
                {(['depth', 'width', 'height'] as const).map((dimension) => (
                  <Controller
                    key={dimension}
                    control={control}
                    name={`goods.${index}.${dimension}`}
                    render={({ field: input }) => (
                      <DecimalInput
                        label={t(`goods.${dimension}`)}
                        value={input.value}
                        onChange={input.onChange}
                        onBlur={input.onBlur}
                        ref={input.ref}
                        // A standard pallet's footprint is used when its length or width is left blank.
                        placeholder={dimension !== 'height' ? footprint?.[dimension] : undefined}
                        rightSection={t('units.cm')}
                        error={errorText(lineErrors?.[dimension])}
                      />
                    )}
                  />
                ))}
                {/* Stated for the whole line: a volume typed instead of dimensions, or floor space the dimensions do not show. */}
                <Controller
                  control={control}
                  name={`goods.${index}.volume`}
                  render={({ field: input }) => (
                    <DecimalInput
                      label={t('goods.volume')}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      ref={input.ref}
                      rightSection={t('units.m3')}
                      // Room for the unit's longest name ("立方米").
                      rightSectionWidth={52}
                      error={errorText(lineErrors?.volume)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`goods.${index}.pallet_spaces`}
                  render={({ field: input }) => (
                    <DecimalInput
                      label={t('goods.pallet_spaces')}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      ref={input.ref}
                      error={errorText(lineErrors?.pallet_spaces)}
                    />
                  )}
                />
                {line?.package_type === 'container' && (
                  <Controller
                    control={control}
                    name={`goods.${index}.container_size`}
                    render={({ field: input }) => (
                      <Select
                        label={t('goods.container_size')}
                        data={containerOptions}
                        value={input.value || null}
                        onChange={(value) => input.onChange(value ?? '')}
                        comboboxProps={{ withinPortal: true }}
                        error={errorText(lineErrors?.container_size)}
                        required
                        // The sizes' names are long; two columns keep them whole.
                        style={{ gridColumn: 'span 2' }}
                      />
                    )}
                  />
                )}
                {lineExtras?.(index)}
              </SimpleGrid>
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                <Group gap="lg" align="flex-start">
                  {stackable !== 'hidden' && (
                    <Controller
                      control={control}
                      name={`goods.${index}.stackable`}
                      render={({ field: input }) => (
                        <Checkbox
                          label={t('goods.stackable')}
                          checked={input.value}
                          onChange={(event) => input.onChange(event.currentTarget.checked)}
                          disabled={stackable === 'disabled'}
                          mt={6}
                        />
                      )}
                    />
                  )}
                  <Controller
                    control={control}
                    name={`goods.${index}.dangerous_goods`}
                    render={({ field: input }) => (
                      <Checkbox
                        label={t('goods.dangerous_goods')}
                        checked={input.value}
                        onChange={(event) => input.onChange(event.currentTarget.checked)}
                        mt={6}
                      />
                    )}
                  />
                  {line?.dangerous_goods && (
                    <Controller
                      control={control}
                      name={`goods.${index}.un_number`}
                      render={({ field: input }) => (
                        <TextInput
                          label={t('goods.un_number')}
                          placeholder="UN1234"
                          value={input.value}
                          onChange={(event) => input.onChange(event.currentTarget.value)}
                          onBlur={input.onBlur}
                          ref={input.ref}
                          error={errorText(lineErrors?.un_number)}
                          maxLength={6}
                          w={140}
                          size="xs"
                          required
                        />
                      )}
                    />
                  )}
                </Group>
                {fields.length > 1 && (
                  <Tooltip label={t('goods.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t('goods.remove_line', { line: index + 1 })}
                      onClick={() => remove(index)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => append(newGoodsLine())}
        disabled={fields.length >= MAX_LINES}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('goods.add')}
      </Button>
      <GoodsTotals goods={goods} />
    </Stack>
  );
}
