import { ZCustomsProductBody, type TCustomsProduct } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useSaveProduct } from '../api';
import { CommodityCodeField } from './CommodityCodeField';

const FIELDS = ['article_number', 'name', 'commodity_code', 'origin_country', 'unit_net_mass'] as const;

/** Adds or changes an article of the organization's product library. */
export function ProductDialog({ product, onClose }: { product: TCustomsProduct | null; onClose: () => void }) {
  const { t } = useTranslation('customs');
  const errorText = useFieldErrorText();
  const save = useSaveProduct();
  const { control, register, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(ZCustomsProductBody),
      defaultValues: {
        article_number: product?.article_number ?? '',
        name: product?.name ?? '',
        commodity_code: product?.commodity_code ?? '',
        origin_country: product?.origin_country ?? '',
        unit_net_mass: product?.unit_net_mass ?? null,
      },
    },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: product?.id ?? null, body }),
      saved: product ? t('products.saved') : t('products.created'),
      onDone: onClose,
    },
  );

  return (
    <RecordDialog
      title={product ? t('products.edit_title') : t('products.add_title')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...register('article_number')}
          label={t('products.article_number')}
          error={errorText(errors.article_number)}
          maxLength={50}
          required
          autoComplete="off"
          data-autofocus
        />
        <TextInput {...register('name')} label={t('products.name')} error={errorText(errors.name)} maxLength={280} required />
        <Controller
          control={control}
          name="commodity_code"
          render={({ field }) => (
            <CommodityCodeField
              declarationId={null}
              label={t('products.commodity_code')}
              description={t('products.commodity_code_hint')}
              value={field.value ?? ''}
              onChange={field.onChange}
              error={errorText(errors.commodity_code)}
            />
          )}
        />
        <TextInput
          {...register('origin_country')}
          label={t('products.origin_country')}
          description={t('products.origin_country_hint')}
          error={errorText(errors.origin_country)}
          maxLength={2}
        />
        <Controller
          control={control}
          name="unit_net_mass"
          render={({ field }) => (
            <NumberInput
              label={t('products.unit_net_mass')}
              hideControls
              decimalScale={3}
              min={0}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              error={errorText(errors.unit_net_mass)}
            />
          )}
        />
      </SimpleGrid>
    </RecordDialog>
  );
}
