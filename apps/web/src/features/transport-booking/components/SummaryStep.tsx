import { formatMoney, formatNumber } from '@freight/domain';
import type { FlowStep, TAdditionalService, TQuote } from '@freight/contracts';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressValue } from '../../address-book';
import { formatDay } from '../../price-leadtime';
import { useGoodTypeOptions } from '../api';
import { REFERENCE_FIELDS, type BookingFormValues } from '../booking-form';
import { useServiceName } from './AdditionalServices';
import { BookingSite, type useBookingSite } from './BookingSite';
import { PRINT_TYPES_IN_ORDER } from './DeliveryTermsStep';

function Section({
  title,
  step,
  onEdit,
  children,
}: {
  title: string;
  step: FlowStep | null;
  onEdit: (step: FlowStep) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('booking');
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {step && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => onEdit(step)}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            aria-label={t('summary.edit_section', { section: title })}
          >
            <IconPencil size={14} aria-hidden />
            {t('actions.edit', { ns: 'common' })}
          </Anchor>
        )}
      </Group>
      {children}
    </Card>
  );
}

function Line({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={160} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {value === '' || value === null || value === undefined ? '-' : value}
      </Text>
    </Group>
  );
}

function AddressBlock({ address }: { address: AddressValue }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {address.name || '-'}
      </Text>
      <Text size="sm">{[address.address, address.address2].filter(Boolean).join(', ')}</Text>
      <Text size="sm">
        {address.country} {address.zip} {address.city}
      </Text>
      <Text size="sm" c="dimmed">
        {[address.contact_person, address.phone, address.email].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

export interface SummaryStepProps {
  quote: TQuote | null;
  invoiced: boolean;
  services: readonly TAdditionalService[] | undefined;
  /** The step that edits each part; null where the part cannot be changed in this flow. */
  editSteps: Partial<
    Record<'address' | 'goods' | 'result' | 'create_booking' | 'describe' | 'delivery_terms' | 'invoice', FlowStep | null>
  >;
  onEdit: (step: FlowStep) => void;
  serviceLabel?: string;
}

/** Step 'summary': everything the booking holds on one page, each part with a link back to its step. */
export function SummaryStep({ quote, invoiced, services, editSteps, onEdit, serviceLabel }: SummaryStepProps) {
  const { t, i18n } = useTranslation('booking');
  const { t: tq } = useTranslation('quotes');
  const { control } = useFormContext<BookingFormValues>();
  const values = useWatch({ control }) as BookingFormValues;
  const name = useServiceName();
  const goodTypes = useGoodTypeOptions(i18n.language);
  const goodTypeName = (code: string) => goodTypes.data?.find((type) => type.code === code)?.name ?? code;
  const chosenServices = flatten(services ?? []).filter((service) => values.additional_services.includes(service.code));
  const answers = Object.entries(values.additional_service_values).filter(([, text]) => text.trim() !== '');
  const edit = (part: keyof SummaryStepProps['editSteps']) => editSteps[part] ?? null;

  return (
    <Stack gap="lg">
      <Card
        withBorder
        radius="lg"
        padding="lg"
        shadow="sm"
        bg="var(--mantine-color-blue-0)"
        component="section"
        aria-label={t('summary.service')}
      >
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {t('summary.service')}
            </Text>
            <Text fw={700} size="lg" data-testid="summary-service">
              {quote ? `${quote.carrier.name} – ${quote.service.name}` : (serviceLabel ?? '-')}
            </Text>
            {quote?.delivery_date && (
              <Text size="sm">{t('summary.delivery', { date: formatDay(quote.delivery_date, i18n.language) })}</Text>
            )}
          </Stack>
          {quote && (
            <Stack gap={0} align="flex-end">
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('summary.price')}
              </Text>
              <Text fw={800} size="xl" data-testid="summary-price">
                {formatMoney(quote.price.total, quote.price.currency)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('summary.price_hint')}
              </Text>
            </Stack>
          )}
        </Group>
        {edit('result') && (
          <Anchor component="button" type="button" size="sm" mt="xs" onClick={() => onEdit(edit('result')!)}>
            {t('summary.change_service')}
          </Anchor>
        )}
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section title={t('summary.addresses')} step={edit('address')} onEdit={onEdit}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={2}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('address.consignor')}
              </Text>
              <AddressBlock address={values.consignor} />
            </Stack>
            <Stack gap={2}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {t('address.consignee')}
              </Text>
              <AddressBlock address={values.consignee} />
            </Stack>
            {values.pickup && (
              <Stack gap={2}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {t('address.pickup')}
                </Text>
                <AddressBlock address={values.pickup} />
              </Stack>
            )}
            {values.delivery && (
              <Stack gap={2}>
                <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                  {t('address.delivery')}
                </Text>
                <AddressBlock address={values.delivery} />
              </Stack>
            )}
          </SimpleGrid>
        </Section>

        <Section title={t('summary.pickup')} step={edit('create_booking')} onEdit={onEdit}>
          <Stack gap={4}>
            <Line label={t('create.pickup_date')} value={values.pickup_date ? formatDay(values.pickup_date, i18n.language) : ''} />
            {values.modules['pickup-time'] !== 'hidden' && (
              <Line label={t('summary.pickup_window')} value={`${values.pickup_time_earliest}–${values.pickup_time_latest}`} />
            )}
            <Line
              label={t('create.delivery_date')}
              value={values.delivery_date ? formatDay(values.delivery_date, i18n.language) : t('summary.no_fixed_date')}
            />
            {values.delivery_time_earliest && (
              <Line label={t('summary.delivery_window')} value={`${values.delivery_time_earliest}–${values.delivery_time_latest}`} />
            )}
            {REFERENCE_FIELDS.filter((field) => values.references[field].trim()).map((field) => (
              <Line key={field} label={t(`references.${field}`)} value={values.references[field]} />
            ))}
            {chosenServices.length > 0 && (
              <Line label={t('create.services')} value={chosenServices.map((service) => name(service.code)).join(', ')} />
            )}
            {answers.map(([code, text]) => (
              <Line key={code} label={name(code)} value={text} />
            ))}
            {values.modules['custom-data'] !== 'hidden' && (
              <Line label={t('create.goods_content')} value={values.goods_information.content} />
            )}
            {values.modules['custom-value'] !== 'hidden' && (
              <Line
                label={t('create.goods_value')}
                value={values.goods_information.value ? `${values.goods_information.value} ${values.goods_information.currency}` : ''}
              />
            )}
            {values.modules['custom-clearance'] !== 'hidden' && (
              <Line
                label={t('create.account_number')}
                value={[values.payment_details.account_number, t(`account_types.${values.payment_details.account_type}`)]
                  .filter(Boolean)
                  .join(' · ')}
              />
            )}
          </Stack>
        </Section>
      </SimpleGrid>

      <Section title={t('summary.goods')} step={edit('goods')} onEdit={onEdit}>
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{tq('goods.package_type')}</Table.Th>
                <Table.Th>{tq('goods.weight')}</Table.Th>
                <Table.Th>{t('summary.measures')}</Table.Th>
                <Table.Th>{t('describe.description')}</Table.Th>
                <Table.Th>{t('describe.shipping_mark')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {values.goods.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    {line.units ?? 0} × {tq(`package_types.${line.package_type}`)}
                    {!line.stackable && values.modules['non-stackable'] !== 'hidden' ? ` · ${t('summary.non_stackable')}` : ''}
                  </Table.Td>
                  <Table.Td>
                    {line.weight} {tq('units.kg')}
                  </Table.Td>
                  <Table.Td>
                    {[line.depth, line.width, line.height].some(Boolean)
                      ? `${line.depth || '-'} × ${line.width || '-'} × ${line.height || '-'} ${tq('units.cm')}`
                      : '-'}
                    {line.load_meters && values.modules['load-meters'] !== 'hidden' ? ` · ${line.load_meters} ${tq('units.ldm')}` : ''}
                  </Table.Td>
                  <Table.Td>
                    {line.description || '-'}
                    {line.goods_type && (
                      <Text size="xs" c="dimmed">
                        {goodTypeName(line.goods_type)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{line.shipping_mark || '-'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {edit('describe') && (
          <Anchor component="button" type="button" size="sm" mt="xs" onClick={() => onEdit(edit('describe')!)}>
            {t('summary.edit_descriptions')}
          </Anchor>
        )}
      </Section>

      <SimpleGrid cols={{ base: 1, md: invoiced ? 2 : 1 }} spacing="lg">
        <Section title={t('summary.terms')} step={edit('delivery_terms')} onEdit={onEdit}>
          <Stack gap={4}>
            <Line label={t('terms.payer')} value={t(`payers.${values.payer}`)} />
            <Line label={t('terms.incoterm')} value={[values.terms.type, values.terms.location].filter(Boolean).join(' ')} />
            <Line label={t('terms.pickup_instructions')} value={values.pickup_instructions} />
            <Line label={t('terms.delivery_instructions')} value={values.delivery_instructions} />
            <Line label={t('terms.comments')} value={values.comments} />
            <Line
              label={t('terms.print_types')}
              value={PRINT_TYPES_IN_ORDER.filter((type) => values.freight_print_types.includes(type))
                .map((type) => t(`print_types.${type}`))
                .join(', ')}
            />
            {values.freight_print_types.includes('labels') && (
              <Line label={t('terms.label_format')} value={t(`label_formats.${values.label_format}`)} />
            )}
          </Stack>
        </Section>
        {invoiced && (
          <Section title={t('invoice.title')} step={edit('invoice')} onEdit={onEdit}>
            <Stack gap={4}>
              <Line label={t('invoice.invoice_number')} value={values.invoice.invoice_number} />
              <Line label={t('invoice.invoice_date')} value={values.invoice.invoice_date} />
              <Line
                label={t('invoice.reason_for_export')}
                value={values.invoice.reason_for_export ? t(`reasons.${values.invoice.reason_for_export}`) : ''}
              />
              <Line
                label={t('invoice.articles_title')}
                value={t('summary.articles', {
                  count: values.invoice.articles.length,
                  total: invoiceTotal(values),
                  currency: values.invoice.currency,
                })}
              />
            </Stack>
          </Section>
        )}
      </SimpleGrid>
    </Stack>
  );
}

function flatten(services: readonly TAdditionalService[]): TAdditionalService[] {
  return services.flatMap((service) => [service, ...flatten(service.children)]);
}

/** The articles' value: quantity × unit price, in the invoice's currency. */
function invoiceTotal(values: BookingFormValues): string {
  const total = values.invoice.articles.reduce(
    (sum, article) => sum + (Number(article.quantity) || 0) * (Number(article.unit_price) || 0),
    0,
  );
  return formatNumber(total, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export interface QuoteSummaryStepProps extends Pick<SummaryStepProps, 'quote' | 'invoiced' | 'services'> {
  site: ReturnType<typeof useBookingSite>;
  /** Whether a site acted as has transport booking: without it the booking cannot be placed. */
  bookingModule: boolean;
  onEdit: (step: FlowStep) => void;
}

/** The quote flow's summary: the site booked for, every step with its edit link, and why booking is off. */
export function QuoteSummaryStep({ site, quote, invoiced, services, bookingModule, onEdit }: QuoteSummaryStepProps) {
  const { t } = useTranslation('booking');
  return (
    <Stack gap="lg">
      <BookingSite siteId={site.siteId} options={site.options} onPick={site.pick} />
      <SummaryStep
        quote={quote}
        invoiced={invoiced}
        services={services}
        editSteps={{
          address: 'address',
          goods: 'goods',
          result: 'result',
          create_booking: 'create_booking',
          describe: 'finalize_goods_description',
          delivery_terms: 'delivery_terms',
          invoice: invoiced ? 'invoice' : null,
        }}
        onEdit={onEdit}
      />
      {!bookingModule && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
          {t('errors.booking_module_off')}
        </Alert>
      )}
    </Stack>
  );
}
