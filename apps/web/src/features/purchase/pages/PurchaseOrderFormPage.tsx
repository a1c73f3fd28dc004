import {
  INCOTERMS,
  PURCHASE_CURRENCY_CODES,
  routePath,
  ZPurchaseOrderBody,
  type TPurchaseOrderBody,
  type TPurchaseOrderBodyInput,
  type TPurchaseOrderDetail,
} from '@freight/contracts';
import { formatMoney } from '@freight/domain';
import { ActionIcon, Button, Group, NumberInput, Select, SimpleGrid, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, useFieldArray, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FormNotice } from '../../../components/forms/FormNotice';
import { useRecordForm } from '../../../components/forms/record-form';
import { RecordCard, RecordPage } from '../../../layouts/RecordPage';
import { contractResolver, useFieldErrorText } from '../../../lib/forms';
import { useSessionUser } from '../../../lib/session';
import { useArticleOptions, useBuyerOptions, usePurchaseOrder, useResellerOptions, useSaveOrder, useSupplierOptions } from '../api';
import {
  lineAmountOf,
  newOrderForm,
  newOrderLine,
  ORDER_HEADER_FIELDS,
  ORDER_LINE_FIELDS,
  orderFormOf,
  toOrderBody,
  type OrderFormValues,
} from '../order-form';

/**
 * The lines sit low on the page, where a list opened below has little room: allowed to flip, it
 * opened below, then jumped above the field, and then slid down as typing narrowed it, so the
 * article under the pointer kept changing. Below the field it stays put, and the page scrolls.
 */
const LINE_ARTICLE_DROPDOWN = { withinPortal: true, position: 'bottom-start', middlewares: { flip: false } } as const;

const resolver = contractResolver<OrderFormValues, TPurchaseOrderBodyInput, TPurchaseOrderBody>(
  ZPurchaseOrderBody,
  (values) => toOrderBody(values) as TPurchaseOrderBody,
);

function OrderForm({ id, initial }: { id: number | null; initial: OrderFormValues }) {
  const { t } = useTranslation('purchase');
  const navigate = useNavigate();
  const user = useSessionUser();
  const errorText = useFieldErrorText();
  const save = useSaveOrder(id);
  const savedId = useRef<number | null>(null);
  const suppliers = useSupplierOptions();
  const articles = useArticleOptions();
  const resellers = useResellerOptions();
  const siteOptions = (user?.sites ?? [])
    .filter((site) => user?.sitesFilter.includes(site.id) && site.applications.includes('purchase'))
    .map((site) => ({ value: String(site.id), label: site.name }));
  const articleOptions = (articles.data ?? []).map((article) => ({
    value: String(article.id),
    label: `${article.article_number} · ${article.article_name}`,
  }));

  // How many lines the form shows, so a refused save's line messages go under their fields.
  const [lineCount, setLineCount] = useState(initial.lines.length);
  const form = useRecordForm<OrderFormValues, TPurchaseOrderBody, { data: TPurchaseOrderDetail }>(
    { defaultValues: initial, resolver },
    {
      fields: [
        ...ORDER_HEADER_FIELDS,
        ...Array.from({ length: lineCount }, (_, index) =>
          ORDER_LINE_FIELDS.map((field) => `lines.${index}.${field}` as Path<OrderFormValues>),
        ).flat(),
        'lines',
      ],
      save: async (body) => {
        const answer = await save.mutateAsync(body);
        savedId.current = answer.data.id;
        return answer;
      },
      saved: (answer) => t('form.saved', { number: answer.data.order_number }),
      onDone: () => {
        if (savedId.current !== null) void navigate(routePath('purchase.orders.detail', { id: savedId.current }));
      },
    },
  );
  const { control, register, errors } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const [currency, watched, siteId] = useWatch({ control, name: ['currency', 'lines', 'site_id'] });
  const buyers = useBuyerOptions(siteId);
  const amounts = watched.map((line) => lineAmountOf(line, currency));
  const total = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);

  const select = (
    name: Path<OrderFormValues>,
    label: string,
    data: { value: string; label: string }[],
    required = false,
    placeholder?: string,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          data={data}
          value={(field.value as string) || null}
          onChange={(value) => field.onChange(value ?? '')}
          searchable
          clearable={!required}
          required={required}
          placeholder={placeholder}
          error={errorText(fieldState.error)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)}>
      <Stack gap="lg">
        <FormNotice messages={form.notice} />
        <RecordCard component="section" aria-label={t('form.header')}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            <TextInput label={t('form.order_number')} required {...register('order_number')} error={errorText(errors.order_number)} />
            {select('supplier_id', t('form.supplier'), suppliers.data ?? [], true)}
            {select('site_id', t('form.site'), siteOptions, true)}
            {select(
              'currency',
              t('form.currency'),
              PURCHASE_CURRENCY_CODES.map((code) => ({ value: code, label: code })),
              true,
            )}
            {select(
              'incoterm',
              t('form.incoterm'),
              INCOTERMS.map((code) => ({ value: code, label: code })),
            )}
            <TextInput label={t('form.incoterm_place')} {...register('incoterm_place')} error={errorText(errors.incoterm_place)} />
            {select('reseller_id', t('form.reseller'), resellers.data ?? [])}
            {select('buyer_user_id', t('form.buyer'), buyers.data ?? [], false, id === null ? t('form.buyer_self') : undefined)}
            <TextInput
              type="date"
              label={t('form.cargo_ready_requested')}
              {...register('cargo_ready_requested')}
              error={errorText(errors.cargo_ready_requested)}
            />
            <TextInput
              type="date"
              label={t('form.cargo_ready_confirmed')}
              {...register('cargo_ready_confirmed')}
              error={errorText(errors.cargo_ready_confirmed)}
            />
            <TextInput
              type="date"
              label={t('form.must_arrive_by')}
              {...register('must_arrive_by')}
              error={errorText(errors.must_arrive_by)}
            />
          </SimpleGrid>
          <Textarea mt="md" label={t('form.notes')} autosize minRows={2} {...register('notes')} error={errorText(errors.notes)} />
        </RecordCard>

        <RecordCard component="section" aria-label={t('form.lines')}>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} fz="lg">
                {t('form.lines')}
              </Title>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => {
                  lines.append(newOrderLine());
                  setLineCount((count) => count + 1);
                }}
              >
                {t('form.add_line')}
              </Button>
            </Group>
            {errors.lines?.message ? (
              <Text c="red" size="sm">
                {errorText(errors.lines)}
              </Text>
            ) : null}
            <Table.ScrollContainer minWidth={1100}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('form.article')}</Table.Th>
                    <Table.Th>{t('form.quantity')}</Table.Th>
                    <Table.Th>{t('form.unit_price')}</Table.Th>
                    <Table.Th>{t('form.discount_percent')}</Table.Th>
                    <Table.Th>{t('form.delivery')}</Table.Th>
                    <Table.Th>{t('form.shipment_date')}</Table.Th>
                    <Table.Th>{t('form.commission')}</Table.Th>
                    <Table.Th ta="right">{t('form.amount')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.fields.map((line, index) => {
                    const number = index + 1;
                    const lineErrors = errors.lines?.[index];
                    const amount = amounts[index];
                    const numberField = (name: 'quantity' | 'unit_price' | 'discount_percent' | 'delivery', decimals: number) => (
                      <Controller
                        control={control}
                        name={`lines.${index}.${name}`}
                        render={({ field }) => (
                          <NumberInput
                            aria-label={`${t(`form.${name}`)} ${t('form.line_label', { number })}`}
                            value={field.value}
                            onChange={(value) => field.onChange(typeof value === 'number' ? value : value === '' ? '' : Number(value))}
                            decimalScale={decimals}
                            allowDecimal={decimals > 0}
                            allowNegative={false}
                            hideControls
                            w={name === 'unit_price' ? 110 : 90}
                            error={errorText(lineErrors?.[name])}
                          />
                        )}
                      />
                    );
                    return (
                      <Table.Tr key={line.id}>
                        <Table.Td miw={260}>
                          <Controller
                            control={control}
                            name={`lines.${index}.article_id`}
                            render={({ field }) => (
                              <Select
                                aria-label={`${t('form.article')} ${t('form.line_label', { number })}`}
                                data={articleOptions}
                                value={field.value || null}
                                onChange={(value) => field.onChange(value ?? '')}
                                searchable
                                error={errorText(lineErrors?.article_id)}
                                comboboxProps={LINE_ARTICLE_DROPDOWN}
                              />
                            )}
                          />
                        </Table.Td>
                        <Table.Td>{numberField('quantity', 0)}</Table.Td>
                        <Table.Td>{numberField('unit_price', 4)}</Table.Td>
                        <Table.Td>{numberField('discount_percent', 2)}</Table.Td>
                        <Table.Td>{numberField('delivery', 0)}</Table.Td>
                        <Table.Td>
                          <TextInput
                            type="date"
                            aria-label={`${t('form.shipment_date')} ${t('form.line_label', { number })}`}
                            {...register(`lines.${index}.shipment_date`)}
                            error={errorText(lineErrors?.shipment_date)}
                          />
                        </Table.Td>
                        <Table.Td>
                          <TextInput
                            aria-label={`${t('form.commission')} ${t('form.line_label', { number })}`}
                            {...register(`lines.${index}.commission`)}
                            error={errorText(lineErrors?.commission)}
                            w={120}
                          />
                        </Table.Td>
                        <Table.Td ta="right">{amount === null ? '-' : formatMoney(amount, currency)}</Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('form.remove_line', { number })}
                            disabled={lines.fields.length === 1}
                            onClick={() => {
                              lines.remove(index);
                              setLineCount((count) => count - 1);
                            }}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="flex-end">
              <Text fw={600}>
                {t('form.total')}: {formatMoney(total, currency)}
              </Text>
            </Group>
          </Stack>
        </RecordCard>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/purchase/orders/new` and `/purchase/orders/:id/edit`: an order's header and lines, each line's amount as the server computes it. */
export default function PurchaseOrderFormPage() {
  const { t } = useTranslation('purchase');
  const user = useSessionUser();
  const param = useParams().id;
  const id = param === undefined ? null : Number(param);
  const order = usePurchaseOrder(id ?? 0, id !== null);
  const purchaseSite = (user?.sites ?? []).find((site) => user?.sitesFilter.includes(site.id) && site.applications.includes('purchase'));
  return (
    <RecordPage
      title={id === null ? t('form.new_title') : t('form.edit_title', { number: order.data?.order_number ?? '' })}
      back={{
        to: id === null ? routePath('purchase.orders') : routePath('purchase.orders.detail', { id }),
        label: id === null ? t('detail.back') : t('form.back'),
      }}
      loading={id !== null && order.isPending}
      missing={id !== null && !order.isPending && !order.data ? t('detail.not_found') : null}
    >
      {id === null ? (
        <OrderForm id={null} initial={newOrderForm(purchaseSite?.id ?? null)} />
      ) : order.data ? (
        <OrderForm id={id} initial={orderFormOf(order.data)} />
      ) : null}
    </RecordPage>
  );
}
