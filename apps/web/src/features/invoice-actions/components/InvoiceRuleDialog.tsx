import { INVOICE_ACTIONS, INVOICE_SURCHARGE_TYPES, type TInvoiceRule } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SwitchField } from '../../../components/forms/BooleanFields';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { useCarriers } from '../../carriers';
import { useSaveInvoiceRule } from '../api';
import { ruleBody, ruleFormValues, ZInvoiceRuleForm, type InvoiceRuleForm } from '../rule-form';

const FIELDS = [
  'name',
  'carrier_id',
  'surcharge_type',
  'deviation_percent_above',
  'deviation_amount_above',
  'action',
  'notify_site_users',
] as const;

/** Adds or changes one of the organization's invoice rules: when it applies and what it does. */
export function InvoiceRuleDialog({ rule, onClose }: { rule: TInvoiceRule | null; onClose: () => void }) {
  const { t } = useTranslation('invoiceActions');
  const errorText = useFieldErrorText('invoiceActions');
  const carriers = useCarriers();
  const save = useSaveInvoiceRule();
  const { register, control, errors, notice, submit } = useRecordForm<InvoiceRuleForm>(
    { resolver: zodResolver(ZInvoiceRuleForm), defaultValues: ruleFormValues(rule) },
    {
      fields: FIELDS,
      save: (form) => save.mutateAsync({ id: rule?.id ?? null, body: ruleBody(form) }),
      saved: rule ? t('rules.saved') : t('rules.created'),
      onDone: onClose,
    },
  );
  const any = t('rules.any');
  return (
    <RecordDialog
      title={rule ? t('rules.edit_title', { name: rule.name }) : t('rules.add_title')}
      size={600}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      separateActions
    >
      <TextInput
        {...register('name')}
        label={t('rules.fields.name')}
        error={errorText(errors.name)}
        maxLength={100}
        required
        data-autofocus
      />
      <Text size="sm" fw={600}>
        {t('rules.conditions')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="carrier_id"
          render={({ field }) => (
            <Select
              label={t('rules.fields.carrier')}
              data={[
                { value: '', label: any },
                ...(carriers.data ?? []).map((carrier) => ({ value: String(carrier.id), label: carrier.name })),
              ]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              searchable
              allowDeselect={false}
              error={errorText(errors.carrier_id)}
            />
          )}
        />
        <Controller
          control={control}
          name="surcharge_type"
          render={({ field }) => (
            <Select
              label={t('rules.fields.surcharge_type')}
              description={t('rules.fields.surcharge_type_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              data={[{ value: '', label: any }, ...INVOICE_SURCHARGE_TYPES.map((value) => ({ value, label: t(`surcharges.${value}`) }))]}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={errorText(errors.surcharge_type)}
            />
          )}
        />
        <TextInput
          {...register('deviation_percent_above')}
          label={t('rules.fields.percent')}
          description={t('rules.fields.percent_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="decimal"
          rightSection="%"
          error={errorText(errors.deviation_percent_above)}
        />
        <TextInput
          {...register('deviation_amount_above')}
          label={t('rules.fields.amount')}
          description={t('rules.fields.amount_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="decimal"
          error={errorText(errors.deviation_amount_above)}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="action"
        render={({ field }) => (
          <Select
            label={t('rules.fields.action')}
            data={INVOICE_ACTIONS.map((value) => ({ value, label: t(`actions.${value}`) }))}
            value={field.value}
            onChange={(value) => value && field.onChange(value)}
            onBlur={field.onBlur}
            allowDeselect={false}
            required
            error={errorText(errors.action)}
          />
        )}
      />
      <SwitchField
        control={control}
        name="notify_site_users"
        label={t('rules.fields.notify')}
        description={t('rules.fields.notify_hint')}
      />
    </RecordDialog>
  );
}
