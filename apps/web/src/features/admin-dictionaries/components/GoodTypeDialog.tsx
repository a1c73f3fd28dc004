import { LOCALES, QUOTE_PACKAGE_TYPES, type TGoodType, ZGoodTypeBody } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuditTrail } from '../../../components/AuditTrail/AuditTrail';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { IntegerInput } from '../../../components/inputs/IntegerInput';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useSaveGoodType } from '../api';
import { CheckboxField } from '../../../components/forms/BooleanFields';

const FIELDS = [
  'code',
  'names.en',
  'names.es',
  'names.zh-CN',
  'default_package_type',
  'dangerous_goods',
  'is_active',
  'sort_order',
] as const;
const NO_PACKAGE = 'none';

/** Adds or changes a goods type, named in every language of the interface. */
export function GoodTypeDialog({ entry: goodType, onClose }: { entry: TGoodType | null; onClose: () => void }) {
  const { t } = useTranslation('adminDictionaries');
  const errorText = useFieldErrorText('adminDictionaries');
  const save = useSaveGoodType();
  const { control, register, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(ZGoodTypeBody),
      defaultValues: {
        code: goodType?.code ?? '',
        names: goodType?.names ?? { en: '', es: '', 'zh-CN': '' },
        default_package_type: goodType?.default_package_type ?? null,
        dangerous_goods: goodType?.dangerous_goods ?? false,
        is_active: goodType?.is_active ?? true,
        sort_order: goodType?.sort_order ?? 100,
      },
    },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: goodType?.id ?? null, body }),
      saved: goodType ? t('good_types.saved') : t('good_types.created'),
      onDone: onClose,
    },
  );

  return (
    <RecordDialog
      title={goodType ? t('good_types.form.edit_title') : t('good_types.form.add_title')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      below={goodType && <AuditTrail entity="good_type" entityId={goodType.id} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...register('code')}
          label={t('good_types.form.code')}
          error={errorText(errors.code)}
          maxLength={40}
          required
          autoComplete="off"
          data-autofocus
        />
        <Controller
          control={control}
          name="sort_order"
          render={({ field }) => (
            <IntegerInput
              label={t('good_types.form.sort_order')}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? 0)}
              error={errorText(errors.sort_order)}
            />
          )}
        />
      </SimpleGrid>
      {LOCALES.map((locale) => (
        <TextInput
          key={locale}
          {...register(`names.${locale}`)}
          label={t(`good_types.form.name_${locale}`)}
          error={errorText(errors.names?.[locale])}
          maxLength={120}
          required
        />
      ))}
      <Controller
        control={control}
        name="default_package_type"
        render={({ field }) => (
          <Select
            label={t('good_types.form.default_package_type')}
            data={[
              { value: NO_PACKAGE, label: t('good_types.form.no_package') },
              ...QUOTE_PACKAGE_TYPES.map((value) => ({ value, label: t(`package_types.${value}`) })),
            ]}
            value={field.value ?? NO_PACKAGE}
            onChange={(value) => field.onChange(value === null || value === NO_PACKAGE ? null : value)}
            allowDeselect={false}
            error={errorText(errors.default_package_type)}
            comboboxProps={{ withinPortal: true }}
          />
        )}
      />
      <Group gap="xl">
        <CheckboxField control={control} name="dangerous_goods" label={t('good_types.form.dangerous_goods')} />
        <CheckboxField control={control} name="is_active" label={t('good_types.form.is_active')} />
      </Group>
    </RecordDialog>
  );
}
