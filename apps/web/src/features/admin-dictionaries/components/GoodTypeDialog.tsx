import { LOCALES, QUOTE_PACKAGE_TYPES, type TGoodType, ZGoodTypeBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../../components/AuditTrail/AuditTrail';
import { IntegerInput } from '../../../components/inputs/IntegerInput';
import { Modal } from '../../../components/Modal/Modal';
import { refusalMessage } from '../../../lib/api-error';
import { applyServerErrors, useFieldNamer } from '../../../lib/forms';
import { useSaveGoodType } from '../api';
import { useAdminErrorText } from '../../admin-carriers/field-errors';

const FIELDS = ['code', 'names.en', 'names.es', 'names.zh-CN', 'default_package_type', 'dangerous_goods', 'is_active', 'sort_order'] as const;
const NO_PACKAGE = 'none';

/** Adds or changes a goods type, named in every language of the interface. */
export function GoodTypeDialog({ goodType, onClose }: { goodType: TGoodType | null; onClose: () => void }) {
  const { t } = useTranslation('adminDictionaries');
  const errorText = useAdminErrorText('adminDictionaries');
  const namer = useFieldNamer();
  const save = useSaveGoodType();
  const [notice, setNotice] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ZGoodTypeBody),
    defaultValues: {
      code: goodType?.code ?? '',
      names: goodType?.names ?? { en: '', es: '', 'zh-CN': '' },
      default_package_type: goodType?.default_package_type ?? null,
      dangerous_goods: goodType?.dangerous_goods ?? false,
      is_active: goodType?.is_active ?? true,
      sort_order: goodType?.sort_order ?? 100,
    },
  });

  const submit = handleSubmit(async (body) => {
    setNotice([]);
    try {
      await save.mutateAsync({ id: goodType?.id ?? null, body });
      notifications.show({ color: 'green', message: goodType ? t('good_types.saved') : t('good_types.created') });
      onClose();
    } catch (error) {
      const unplaced = applyServerErrors(error, FIELDS, setError, namer);
      const refusal = refusalMessage(error);
      setNotice(refusal ? [...unplaced, refusal] : unplaced);
    }
  });

  return (
    <Modal opened onClose={onClose} title={goodType ? t('good_types.form.edit_title') : t('good_types.form.add_title')} size="lg">
      <Stack gap="lg">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            {notice.length > 0 && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
                {notice.join(', ')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput {...register('code')} label={t('good_types.form.code')} error={errorText(errors.code)} maxLength={40} required autoComplete="off" data-autofocus />
              <Controller
                control={control}
                name="sort_order"
                render={({ field }) => (
                  <IntegerInput label={t('good_types.form.sort_order')} value={field.value ?? null} onChange={(value) => field.onChange(value ?? 0)} error={errorText(errors.sort_order)} />
                )}
              />
            </SimpleGrid>
            {LOCALES.map((locale) => (
              <TextInput key={locale} {...register(`names.${locale}`)} label={t(`good_types.form.name_${locale}`)} error={errorText(errors.names?.[locale])} maxLength={120} required />
            ))}
            <Controller
              control={control}
              name="default_package_type"
              render={({ field }) => (
                <Select
                  label={t('good_types.form.default_package_type')}
                  data={[{ value: NO_PACKAGE, label: t('good_types.form.no_package') }, ...QUOTE_PACKAGE_TYPES.map((value) => ({ value, label: t(`package_types.${value}`) }))]}
                  value={field.value ?? NO_PACKAGE}
                  onChange={(value) => field.onChange(value === null || value === NO_PACKAGE ? null : value)}
                  allowDeselect={false}
                  error={errorText(errors.default_package_type)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Group gap="xl">
              <Controller
                control={control}
                name="dangerous_goods"
                render={({ field }) => <Checkbox label={t('good_types.form.dangerous_goods')} checked={field.value ?? false} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
              />
              <Controller
                control={control}
                name="is_active"
                render={({ field }) => <Checkbox label={t('good_types.form.is_active')} checked={field.value ?? true} onChange={(event) => field.onChange(event.currentTarget.checked)} />}
              />
            </Group>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('good_types.form.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('good_types.form.save')}
              </Button>
            </Group>
          </Stack>
        </form>
        {goodType && <AuditTrail entity="good_type" entityId={goodType.id} />}
      </Stack>
    </Modal>
  );
}
