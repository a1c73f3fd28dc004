import {
  INCOTERMS,
  INVOICE_SURCHARGE_TYPES,
  REASONS_FOR_EXPORT,
  type InvoiceSurchargeType,
  type ReasonForExport,
  type TInvoiceArticle,
} from '@freight/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  List,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertTriangle, IconCalendar, IconDownload, IconFileSpreadsheet, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { DecimalInput } from '../../../components/inputs/DecimalInput';
import { ApiError, api } from '../../../lib/api';
import { useImportInvoiceArticles } from '../api';
import { newInvoiceArticle, type BookingFormValues, type InvoiceArticleValues } from '../booking-form';
import { CALENDAR_LOCALES, GOODS_CURRENCIES } from './CreateBookingStep';
import { FormTextarea, FormTextInput, StepSection, useErrorAt } from './fields';

const ARTICLE_COLUMNS = [
  'article_number',
  'description',
  'hs_code',
  'country_of_origin',
  'quantity',
  'unit_price',
  'net_weight',
] as const satisfies readonly (keyof InvoiceArticleValues)[];
const NUMERIC: ReadonlySet<string> = new Set(['quantity', 'unit_price', 'net_weight']);
const REQUIRED: ReadonlySet<string> = new Set(['description', 'hs_code', 'country_of_origin', 'quantity', 'unit_price']);
const WIDTH: Record<(typeof ARTICLE_COLUMNS)[number], number> = {
  article_number: 110,
  description: 200,
  hs_code: 110,
  country_of_origin: 80,
  quantity: 90,
  unit_price: 110,
  net_weight: 100,
};

const asText = (value: number | string | null) => (value === null ? '' : String(value));

/** An imported article as the table holds it. */
function articleValues(article: TInvoiceArticle): InvoiceArticleValues {
  return {
    article_number: article.article_number ?? '',
    description: article.description,
    hs_code: article.hs_code,
    country_of_origin: article.country_of_origin,
    quantity: asText(article.quantity),
    unit_price: asText(article.unit_price),
    net_weight: asText(article.net_weight),
  };
}

/** Saves the empty articles spreadsheet the import reads. */
async function downloadTemplate(filename: string): Promise<void> {
  const blob = await api.blob('/priceleadtime/invoice/articles/template');
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Step 'invoice' (dutiable shipments, and every booking of a site with invoice details on): the commercial invoice, with its
 * articles typed in the table or imported from a spreadsheet.
 */
export function InvoiceStep() {
  const { t, i18n } = useTranslation('booking');
  const { control, setValue } = useFormContext<BookingFormValues>();
  const errorAt = useErrorAt();
  const articles = useFieldArray({ control, name: 'invoice.articles' });
  const surcharges = useFieldArray({ control, name: 'invoice.surcharges' });
  const consignorCountry = useWatch({ control, name: 'consignor.country' });
  const importer = useImportInvoiceArticles();
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [imported, setImported] = useState<number | null>(null);

  const importFile = async (file: File | null) => {
    if (!file) return;
    setImportErrors([]);
    setImported(null);
    try {
      const rows = await importer.mutateAsync(file);
      setValue('invoice.articles', rows.map(articleValues), { shouldDirty: true });
      setImported(rows.length);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setImportErrors(
          Object.entries(error.fieldErrors).map(([key, messages]) => {
            const [kind, line, field] = key.split('.');
            const message = messages[0] ?? '';
            if (kind === 'rows' && line)
              return t('invoice.import_row_error', {
                row: line,
                column: field ? t(`invoice.articles.${field as (typeof ARTICLE_COLUMNS)[number]}`, { defaultValue: field }) : '',
                message,
              });
            return message;
          }),
        );
      } else if (error instanceof ApiError && error.status < 500) {
        setImportErrors([error.serverMessage]);
      }
    }
  };

  return (
    <Stack gap="lg">
      <StepSection id="booking-invoice" title={t('invoice.title')} description={t('invoice.hint')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <FormTextInput name="invoice.invoice_number" label={t('invoice.invoice_number')} maxLength={50} required />
          <Controller
            control={control}
            name="invoice.invoice_date"
            render={({ field }) => (
              <DatePickerInput
                label={t('invoice.invoice_date')}
                valueFormat="YYYY-MM-DD"
                locale={CALENDAR_LOCALES[i18n.language] ?? 'en'}
                leftSection={<IconCalendar size={18} aria-hidden />}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errorAt('invoice.invoice_date')}
                popoverProps={{ withinPortal: true }}
                required
              />
            )}
          />
          <Controller
            control={control}
            name="invoice.currency"
            render={({ field }) => (
              <Select
                label={t('invoice.currency')}
                data={[...GOODS_CURRENCIES]}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                error={errorAt('invoice.currency')}
                required
              />
            )}
          />
          <Controller
            control={control}
            name="invoice.reason_for_export"
            render={({ field }) => (
              <Select
                label={t('invoice.reason_for_export')}
                data={REASONS_FOR_EXPORT.map((value) => ({ value, label: t(`reasons.${value}`) }))}
                value={field.value || null}
                onChange={(value) => field.onChange((value ?? '') as ReasonForExport | '')}
                comboboxProps={{ withinPortal: true }}
                error={errorAt('invoice.reason_for_export')}
                required
              />
            )}
          />
          {(['freight_charges', 'insurance'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={`invoice.${name}`}
              render={({ field }) => (
                <DecimalInput
                  label={t(`invoice.${name}`)}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={errorAt(`invoice.${name}`)}
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="invoice.delivery_term"
            render={({ field }) => (
              <Select
                label={t('invoice.delivery_term')}
                data={[...INCOTERMS]}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                clearable
                comboboxProps={{ withinPortal: true }}
                error={errorAt('invoice.delivery_term')}
              />
            )}
          />
          <div />
          <FormTextInput name="invoice.vat_no_sender" label={t('invoice.vat_no_sender')} maxLength={30} />
          <FormTextInput name="invoice.vat_no_receiver" label={t('invoice.vat_no_receiver')} maxLength={30} />
          <FormTextInput name="invoice.vat_no_buyer" label={t('invoice.vat_no_buyer')} maxLength={30} />
        </SimpleGrid>
        <FormTextarea name="invoice.declaration_statement" label={t('invoice.declaration_statement')} maxLength={1000} mt="md" />
      </StepSection>

      <StepSection
        id="booking-articles"
        title={t('invoice.articles_title')}
        description={t('invoice.articles_hint')}
        actions={
          <Group gap="xs">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void downloadTemplate(t('invoice.template_filename'))}
            >
              {t('invoice.template')}
            </Button>
            <FileButton
              onChange={(file) => void importFile(file)}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="compact-sm"
                  loading={importer.isPending}
                  leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                >
                  {t('invoice.import')}
                </Button>
              )}
            </FileButton>
          </Group>
        }
      >
        <Stack gap="sm">
          {imported !== null && (
            <Alert color="green" variant="light" role="status">
              {t('invoice.imported', { count: imported })}
            </Alert>
          )}
          {importErrors.length > 0 && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('invoice.import_failed')} role="alert">
              <List size="sm" spacing={2}>
                {importErrors.map((message, index) => (
                  <List.Item key={index}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {errorAt('invoice.articles') && (
            <Text c="red.9" size="sm" role="alert">
              {errorAt('invoice.articles')}
            </Text>
          )}
          <ScrollArea type="auto" offsetScrollbars>
            <Table verticalSpacing={6} horizontalSpacing={6} miw={880} aria-label={t('invoice.articles_title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={36}>#</Table.Th>
                  {ARTICLE_COLUMNS.map((column) => (
                    <Table.Th key={column} w={WIDTH[column]}>
                      {t(`invoice.articles.${column}`)}
                      {REQUIRED.has(column) && (
                        <Text span c="red.8" aria-hidden>
                          {' '}
                          *
                        </Text>
                      )}
                    </Table.Th>
                  ))}
                  <Table.Th w={44} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {articles.fields.map((row, index) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="sm" c="dimmed">
                        {index + 1}
                      </Text>
                    </Table.Td>
                    {ARTICLE_COLUMNS.map((column) => (
                      <Table.Td key={column} style={{ verticalAlign: 'top' }}>
                        <Controller
                          control={control}
                          name={`invoice.articles.${index}.${column}`}
                          render={({ field }) => {
                            const label = `${t(`invoice.articles.${column}`)} ${index + 1}`;
                            const error = errorAt(`invoice.articles.${index}.${column}`);
                            return NUMERIC.has(column) ? (
                              <DecimalInput
                                aria-label={label}
                                size="xs"
                                value={field.value}
                                onChange={field.onChange}
                                onBlur={field.onBlur}
                                error={error}
                              />
                            ) : (
                              <TextInput
                                aria-label={label}
                                size="xs"
                                value={field.value}
                                onChange={(event) =>
                                  field.onChange(
                                    column === 'country_of_origin' ? event.currentTarget.value.toUpperCase() : event.currentTarget.value,
                                  )
                                }
                                onBlur={field.onBlur}
                                maxLength={column === 'country_of_origin' ? 2 : column === 'description' ? 200 : 50}
                                error={error}
                              />
                            );
                          }}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td style={{ verticalAlign: 'top' }}>
                      {articles.fields.length > 1 && (
                        <Tooltip label={t('invoice.remove_article')}>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('invoice.remove_article_n', { n: index + 1 })}
                            onClick={() => articles.remove(index)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => articles.append(newInvoiceArticle(consignorCountry))}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('invoice.add_article')}
          </Button>
        </Stack>
      </StepSection>

      <StepSection id="booking-surcharges" title={t('invoice.surcharges')}>
        <Stack gap="sm">
          {surcharges.fields.map((row, index) => (
            <Group key={row.id} gap="sm" align="flex-start">
              <Controller
                control={control}
                name={`invoice.surcharges.${index}.type`}
                render={({ field }) => (
                  <Select
                    aria-label={t('invoice.surcharge_type')}
                    data={INVOICE_SURCHARGE_TYPES.map((value) => ({ value, label: t(`surcharges.${value}`) }))}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value as InvoiceSurchargeType)}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    w={240}
                  />
                )}
              />
              <Controller
                control={control}
                name={`invoice.surcharges.${index}.amount`}
                render={({ field }) => (
                  <DecimalInput
                    aria-label={t('invoice.surcharge_amount')}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorAt(`invoice.surcharges.${index}.amount`)}
                    w={140}
                  />
                )}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('invoice.remove_surcharge')}
                onClick={() => surcharges.remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => surcharges.append({ type: 'freight', amount: '' })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('invoice.add_surcharge')}
          </Button>
        </Stack>
      </StepSection>
    </Stack>
  );
}
