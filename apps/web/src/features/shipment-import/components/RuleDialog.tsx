import {
  CONSIGNMENT_DIRECTIONS,
  IMPORT_RULE_FIELDS,
  IMPORT_RULE_KINDS,
  IMPORT_RULE_OPERATORS,
  type TImportRule,
  ZImportRuleBody,
} from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Divider, Input, SegmentedControl, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { IntegerInput } from '../../../components/inputs/IntegerInput';
import { useFieldErrorText } from '../../../lib/forms';
import { useSaveImportRule } from '../api';
import type { RuleSite } from '../rule-sites';

const FIELDS = ['kind', 'field', 'operator', 'value', 'site_id', 'direction', 'priority'] as const;
const DEFAULT_PRIORITY = 100;
const PRIORITY_MAX = 10_000;
const RANGE_ISSUES: readonly string[] = ['too_big', 'too_small', 'invalid_type'];

interface RuleDialogProps {
  /** The rule to change, or null to add one. */
  rule: TImportRule | null;
  /** The kind a new rule starts as. */
  defaultKind: TImportRule['kind'];
  sites: readonly RuleSite[];
  onClose: () => void;
}

/** Adds or changes one import rule; which fields it asks for follows the rule's kind. */
export function RuleDialog({ rule, defaultKind, sites, onClose }: RuleDialogProps) {
  const { t } = useTranslation('imports');
  const errorText = useFieldErrorText();
  const save = useSaveImportRule();
  const { control, register, clearErrors, errors, notice, submit } = useRecordForm(
    {
      resolver: zodResolver(ZImportRuleBody),
      defaultValues: {
        kind: rule?.kind ?? defaultKind,
        field: rule?.field ?? 'consignee_countrycode',
        operator: rule?.operator ?? 'equals',
        value: rule?.value ?? '',
        site_id: rule?.site_id ?? null,
        direction: rule?.direction ?? null,
        priority: rule?.priority ?? DEFAULT_PRIORITY,
      },
    },
    {
      fields: FIELDS,
      save: (body) => save.mutateAsync({ id: rule?.id ?? null, body }),
      saved: rule ? t('rules.saved') : t('rules.created'),
      onDone: onClose,
    },
  );
  const kind = useWatch({ control, name: 'kind' });

  // The contract's own range messages are not texts of the app; the user reads the allowed range.
  const priorityError = RANGE_ISSUES.includes(errors.priority?.type ?? '')
    ? t('rules.form.priority_range', { min: 0, max: PRIORITY_MAX })
    : errorText(errors.priority);
  const siteOptions = sites.map((site) => ({ value: String(site.id), label: site.name }));

  return (
    <RecordDialog
      title={rule ? t('rules.edit') : t('rules.add')}
      size={600}
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      saveLabel={t('rules.form.save')}
      separateActions
    >
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <Input.Wrapper
            label={t('rules.form.kind')}
            description={t(`rules.kind_hints.${field.value}`)}
            inputWrapperOrder={['label', 'input', 'description']}
          >
            <SegmentedControl
              fullWidth
              mt={4}
              mb={4}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                clearErrors(['site_id', 'direction']);
              }}
              data={IMPORT_RULE_KINDS.map((value) => ({ value, label: t(`rules.kinds.${value}`) }))}
            />
          </Input.Wrapper>
        )}
      />

      <Divider
        label={t('rules.form.when')}
        labelPosition="left"
        mb={-4}
        styles={{ label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="field"
          render={({ field }) => (
            <Select
              label={t('rules.form.field')}
              data={IMPORT_RULE_FIELDS.map((value) => ({ value, label: t(`rules.fields.${value}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={errorText(errors.field)}
              comboboxProps={{ withinPortal: true }}
              required
            />
          )}
        />
        <Controller
          control={control}
          name="operator"
          render={({ field }) => (
            <Select
              label={t('rules.form.operator')}
              data={IMPORT_RULE_OPERATORS.map((value) => ({ value, label: t(`rules.operators.${value}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={errorText(errors.operator)}
              comboboxProps={{ withinPortal: true }}
              required
            />
          )}
        />
      </SimpleGrid>
      <TextInput
        {...register('value')}
        label={t('rules.form.value')}
        description={t('rules.form.value_hint')}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        error={errorText(errors.value)}
        maxLength={200}
        autoComplete="off"
        required
      />

      <Divider
        label={t('rules.form.then')}
        labelPosition="left"
        mb={-4}
        styles={{ label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)' } }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {kind === 'direction' ? (
          <Controller
            control={control}
            name="direction"
            render={({ field }) => (
              <Select
                label={t('rules.form.direction')}
                placeholder={t('rules.form.choose')}
                data={CONSIGNMENT_DIRECTIONS.map((value) => ({ value, label: t(`rules.directions.${value}`) }))}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value)}
                error={errorText(errors.direction)}
                comboboxProps={{ withinPortal: true }}
                required
              />
            )}
          />
        ) : (
          <Controller
            control={control}
            name="site_id"
            render={({ field }) => (
              <Select
                label={kind === 'sharing' ? t('rules.form.site_sharing') : t('rules.form.site')}
                placeholder={t('rules.form.choose')}
                data={siteOptions}
                value={field.value === null || field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? null : Number(value))}
                searchable
                nothingFoundMessage={t('rules.form.no_sites')}
                error={errorText(errors.site_id)}
                comboboxProps={{ withinPortal: true }}
                required
              />
            )}
          />
        )}
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <IntegerInput
              label={t('rules.form.priority')}
              description={t('rules.form.priority_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              value={field.value ?? null}
              // Left empty, the rule takes the contract's default priority.
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={priorityError}
            />
          )}
        />
      </SimpleGrid>
    </RecordDialog>
  );
}
