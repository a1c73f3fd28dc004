import {
  BOOKING_PAYERS,
  INCOTERMS,
  LABEL_FORMATS,
  ZBookingDefaults,
  type FreightPrintType,
  type LabelFormat,
  type TBookingDefaults,
} from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Checkbox, Container, Group, Radio, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { applyServerErrors, useFieldErrorText, useFieldNamer } from '../../../lib/forms';
import { useSessionUser } from '../../../lib/session';
import { PickupWindow, PRINT_TYPES_IN_ORDER } from '../../transport-booking';
import { useUpdateBookingDefaults } from '../api';
import { SettingsHeader } from '../components/SettingsHeader';

const FIELDS = [
  'freight_print_types',
  'label_format',
  'payer',
  'pickup_time_earliest',
  'pickup_time_latest',
  'incoterm',
  'incoterm_place',
] as const;

/** `/settings/profile/booking`: what the user's new bookings start with; a quote, template or draft brings its own. */
export default function BookingDefaultsPage() {
  const { t } = useTranslation(['settings', 'booking']);
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <SettingsHeader title={t('booking_defaults.title')} subtitle={t('booking_defaults.subtitle')} />
      <Card withBorder radius="lg" padding="xl" shadow="xs" component="section">
        <BookingDefaultsForm defaults={user.booking_defaults} />
      </Card>
    </Container>
  );
}

function BookingDefaultsForm({ defaults }: { defaults: TBookingDefaults }) {
  const { t } = useTranslation(['settings', 'booking']);
  const errorText = useFieldErrorText();
  const namer = useFieldNamer();
  const update = useUpdateBookingDefaults();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    setValue,
    formState: { errors, isDirty },
  } = useForm<TBookingDefaults>({ resolver: zodResolver(ZBookingDefaults), defaultValues: defaults });
  const [earliest, latest, printTypes] = useWatch({ control, name: ['pickup_time_earliest', 'pickup_time_latest', 'freight_print_types'] });

  const onSubmit = handleSubmit(async (body) => {
    setUnplaced([]);
    try {
      const { data } = await update.mutateAsync(body);
      reset(data);
      notifications.show({ color: 'green', message: t('booking_defaults.saved') });
    } catch (error) {
      setUnplaced(applyServerErrors(error, FIELDS, setError, namer));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="lg">
        <FormNotice messages={unplaced} />
        <Stack gap={4}>
          <Title order={2} size="h4">
            {t('booking:terms.print_types')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('booking_defaults.print_types_hint')}
          </Text>
          <Controller
            control={control}
            name="freight_print_types"
            render={({ field }) => (
              <Checkbox.Group
                value={field.value}
                onChange={(value) => field.onChange(value as FreightPrintType[])}
                error={errorText(errors.freight_print_types)}
                aria-label={t('booking:terms.print_types')}
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
                  {PRINT_TYPES_IN_ORDER.map((type) => (
                    <Checkbox key={type} value={type} label={t(`booking:print_types.${type}`)} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
        </Stack>
        {printTypes.includes('labels') && (
          <Controller
            control={control}
            name="label_format"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={(value) => field.onChange(value as LabelFormat)}
                label={t('booking:terms.label_format')}
                description={t('booking:terms.label_format_hint')}
                error={errorText(errors.label_format)}
              >
                <Group gap="lg" mt={6}>
                  {LABEL_FORMATS.map((format) => (
                    <Radio key={format} value={format} label={t(`booking:label_formats.${format}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        )}
        <Controller
          control={control}
          name="payer"
          render={({ field }) => (
            <Radio.Group value={field.value} onChange={field.onChange} label={t('booking:terms.payer')} error={errorText(errors.payer)}>
              <Group gap="lg" mt={6}>
                {BOOKING_PAYERS.map((payer) => (
                  <Radio key={payer} value={payer} label={t(`booking:payers.${payer}`)} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <PickupWindow
          earliest={earliest}
          latest={latest}
          onChange={(window) => {
            setValue('pickup_time_earliest', window.earliest, { shouldDirty: true });
            setValue('pickup_time_latest', window.latest, { shouldDirty: true });
          }}
          errors={{ earliest: errorText(errors.pickup_time_earliest), latest: errorText(errors.pickup_time_latest) }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="incoterm"
            render={({ field }) => (
              <Select
                label={t('booking:terms.incoterm')}
                placeholder={t('booking:terms.incoterm_placeholder')}
                data={INCOTERMS.map((term) => ({ value: term, label: `${term} – ${t(`booking:incoterms.${term}`)}` }))}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                clearable
                searchable
                comboboxProps={{ withinPortal: true }}
                error={errorText(errors.incoterm)}
              />
            )}
          />
          <TextInput
            {...register('incoterm_place', { setValueAs: (value: string | null) => (value?.trim() ? value : null) })}
            label={t('booking:terms.location')}
            maxLength={100}
            error={errorText(errors.incoterm_place)}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="button" variant="default" disabled={!isDirty} onClick={() => reset(defaults)}>
            {t('actions.discard')}
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {t('actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
