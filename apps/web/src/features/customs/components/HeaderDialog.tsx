import {
  CUSTOMS_DECLARATION_TYPES,
  CUSTOMS_TRANSPORT_DOCUMENT_TYPES,
  INCOTERMS,
  type TCustomsDeclaration,
  type TCustomsHeaderBodyInput,
} from '@freight/contracts';
import { Alert, Button, Divider, Group, NumberInput, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { useServerErrors } from '../../../lib/forms';
import { declarationCalls, useCustomsAgents, useDeclarationChange } from '../api';

const PARTIES = ['importer', 'exporter', 'declarant'] as const;
const PARTY_FIELDS = ['name', 'eori', 'address', 'post_code', 'city', 'country'] as const;

interface HeaderForm {
  declaration_type: string;
  agent_company_id: string | null;
  lrn: string;
  incoterm: string | null;
  incoterm_place: string;
  customs_office: string;
  transport_document_type: string | null;
  transport_document_number: string;
  previous_document: string;
  invoice_number: string;
  invoice_currency: string;
  /** In the currency's major units; sent in minor units. */
  invoice_amount: number | null;
  parties: Record<(typeof PARTIES)[number], Record<(typeof PARTY_FIELDS)[number], string>>;
}

function formOf(declaration: TCustomsDeclaration): HeaderForm {
  const party = (role: (typeof PARTIES)[number]) =>
    Object.fromEntries(PARTY_FIELDS.map((field) => [field, declaration.parties[role][field] ?? ''])) as HeaderForm['parties']['importer'];
  return {
    declaration_type: declaration.declaration_type,
    agent_company_id: declaration.agent_company_id === null ? null : String(declaration.agent_company_id),
    lrn: declaration.lrn,
    incoterm: declaration.incoterm,
    incoterm_place: declaration.incoterm_place ?? '',
    customs_office: declaration.customs_office ?? '',
    transport_document_type: declaration.transport_document_type,
    transport_document_number: declaration.transport_document_number ?? '',
    previous_document: declaration.previous_document ?? '',
    invoice_number: declaration.invoice_number ?? '',
    invoice_currency: declaration.invoice_currency ?? '',
    invoice_amount: declaration.invoice_amount === null ? null : declaration.invoice_amount / 100,
    parties: { importer: party('importer'), exporter: party('exporter'), declarant: party('declarant') },
  };
}

function bodyOf(form: HeaderForm): TCustomsHeaderBodyInput {
  return {
    ...form,
    declaration_type: form.declaration_type as TCustomsHeaderBodyInput['declaration_type'],
    agent_company_id: form.agent_company_id === null ? null : Number(form.agent_company_id),
    incoterm: form.incoterm as TCustomsHeaderBodyInput['incoterm'],
    transport_document_type: form.transport_document_type as TCustomsHeaderBodyInput['transport_document_type'],
    invoice_amount: form.invoice_amount === null ? null : Math.round(form.invoice_amount * 100),
  };
}

const FIELDS: Path<HeaderForm>[] = [
  'declaration_type',
  'agent_company_id',
  'lrn',
  'incoterm',
  'incoterm_place',
  'customs_office',
  'transport_document_type',
  'transport_document_number',
  'previous_document',
  'invoice_number',
  'invoice_currency',
  'invoice_amount',
  ...PARTIES.flatMap((role) => PARTY_FIELDS.map((field) => `parties.${role}.${field}` as Path<HeaderForm>)),
];

/** The declaration's header and parties in one form; saving keeps a new version. */
export function HeaderDialog({ declaration, opened, onClose }: { declaration: TCustomsDeclaration; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('customs');
  const agents = useCustomsAgents();
  const save = useDeclarationChange(declaration.id, declarationCalls(declaration.id).saveHeader);
  const form = useForm<HeaderForm>({ values: formOf(declaration) });
  const { notice, trySave } = useServerErrors(FIELDS, form.setError);
  const shipperDraft = declaration.roles.includes('shipper') && declaration.status === 'draft';
  const error = (name: Path<HeaderForm>) => form.getFieldState(name, form.formState).error?.message;
  const text = (name: Path<HeaderForm>, label: string) => <TextInput label={label} {...form.register(name)} error={error(name)} />;
  const select = (name: Path<HeaderForm>, label: string, data: { value: string; label: string }[], clearable = true) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          data={data}
          value={(field.value as string | null) ?? null}
          onChange={field.onChange}
          clearable={clearable}
          error={error(name)}
        />
      )}
    />
  );

  return (
    <Modal opened={opened} onClose={onClose} size="lg" title={t('actions.edit_header')}>
      <form
        onSubmit={form.handleSubmit((values) =>
          trySave(async () => {
            await save.mutateAsync(bodyOf(values));
            onClose();
          }),
        )}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {select(
              'declaration_type',
              t('header.type'),
              CUSTOMS_DECLARATION_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
              false,
            )}
            {shipperDraft &&
              select(
                'agent_company_id',
                t('header.agent'),
                (agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name })),
              )}
            {text('lrn', t('header.lrn'))}
            {text('customs_office', t('header.customs_office'))}
            {select(
              'incoterm',
              t('header.incoterm'),
              INCOTERMS.map((value) => ({ value, label: value })),
            )}
            {text('incoterm_place', t('header.incoterm_place'))}
            {select(
              'transport_document_type',
              t('header.transport_document_type'),
              CUSTOMS_TRANSPORT_DOCUMENT_TYPES.map((value) => ({ value, label: `${value} ${t(`transport_documents.${value}`)}` })),
            )}
            {text('transport_document_number', t('header.transport_document_number'))}
            {text('previous_document', t('header.previous_document'))}
            {text('invoice_number', t('header.invoice_number'))}
            {text('invoice_currency', t('header.invoice_currency'))}
            <Controller
              control={form.control}
              name="invoice_amount"
              render={({ field }) => (
                <NumberInput
                  label={t('header.invoice_amount')}
                  decimalScale={2}
                  hideControls
                  value={field.value ?? ''}
                  onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                  error={error('invoice_amount')}
                />
              )}
            />
          </SimpleGrid>
          {PARTIES.map((role) => (
            <Stack key={role} gap="xs">
              <Divider />
              <Title order={3} size="h5">
                {t(`parties.${role}`)}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {PARTY_FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    label={t(`parties.${field}`)}
                    {...form.register(`parties.${role}.${field}`)}
                    error={error(`parties.${role}.${field}`)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          ))}
          {notice.length > 0 && <Alert color="red">{notice.join(' ')}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('actions.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
