import { FLOOR_SPACE_CHARGED_FOR, type TCarrierServiceBodyInput } from '@freight/contracts';
import { ActionIcon, Button, Fieldset, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch, type Control, type FieldError, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '../../../components/inputs/DecimalInput';

/** Band rows a service may have, as the contract allows. */
export const MAX_BANDS = 10;

interface WeightRulesFieldsetProps {
  control: Control<TCarrierServiceBodyInput>;
  errors: FieldErrors<TCarrierServiceBodyInput>;
  errorText: (error: FieldError | undefined) => string | undefined;
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const textNumber = (text: string) => (text === '' ? null : Number(text));

/** Whose floor space the service charges, the height above which stackable goods pay it too, and its rounding bands. */
export function WeightRulesFieldset({ control, errors, errorText }: WeightRulesFieldsetProps) {
  const { t } = useTranslation('adminCarriers');
  const bands = useFieldArray({ control, name: 'rating.rounding_bands' });
  const chargedFor = useWatch({ control, name: 'rating.floor_space_charged_for' });
  const bandErrors = errors.rating?.rounding_bands;

  return (
    <Fieldset legend={t('service_form.weight_rules')} radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('service_form.weight_rules_hint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Controller
            control={control}
            name="rating.floor_space_charged_for"
            render={({ field }) => (
              <Select
                label={t('service_form.floor_space_charged_for')}
                data={FLOOR_SPACE_CHARGED_FOR.map((value) => ({ value, label: t(`service_form.floor_space.${value}`) }))}
                value={field.value ?? 'all_goods'}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                error={errorText(errors.rating?.floor_space_charged_for)}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Controller
            control={control}
            name="rating.stackable_floor_space_above_cm"
            render={({ field }) => (
              <DecimalInput
                label={t('service_form.stackable_floor_space_above_cm')}
                value={numberText(field.value)}
                onChange={(text) => field.onChange(textNumber(text))}
                onBlur={field.onBlur}
                disabled={chargedFor !== 'non_stackable'}
                error={errorText(errors.rating?.stackable_floor_space_above_cm)}
              />
            )}
          />
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {t('service_form.rounding_bands')}
        </Text>
        {bands.fields.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('service_form.rounding_bands_empty')}
          </Text>
        )}
        {bands.fields.map((band, index) => (
          <Group
            key={band.id}
            align="flex-start"
            gap="sm"
            wrap="nowrap"
            role="group"
            aria-label={t('service_form.band_label', { number: index + 1 })}
          >
            <Controller
              control={control}
              name={`rating.rounding_bands.${index}.up_to_kg`}
              render={({ field }) => (
                <DecimalInput
                  label={t('service_form.up_to_kg')}
                  placeholder={t('service_form.up_to_kg_open')}
                  value={numberText(field.value)}
                  onChange={(text) => field.onChange(textNumber(text))}
                  onBlur={field.onBlur}
                  error={errorText(bandErrors?.[index]?.up_to_kg)}
                  style={{ flex: 1 }}
                />
              )}
            />
            <Controller
              control={control}
              name={`rating.rounding_bands.${index}.step_kg`}
              render={({ field }) => (
                <DecimalInput
                  label={t('service_form.step_kg')}
                  value={numberText(field.value)}
                  onChange={(text) => field.onChange(textNumber(text))}
                  onBlur={field.onBlur}
                  error={errorText(bandErrors?.[index]?.step_kg)}
                  style={{ flex: 1 }}
                />
              )}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              onClick={() => bands.remove(index)}
              aria-label={t('service_form.remove_band', { number: index + 1 })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden />}
            disabled={bands.fields.length >= MAX_BANDS}
            onClick={() => bands.append({ up_to_kg: null, step_kg: 10 })}
          >
            {t('service_form.add_band')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
