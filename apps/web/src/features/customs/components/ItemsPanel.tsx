import type { TCustomsDeclaration, TCustomsItem, TCustomsItemBodyInput, TCustomsProduct } from '@freight/contracts';
import { commodityCodeLevel, fillLineFromArticle, formatNumber } from '@freight/domain';
import { ActionIcon, Badge, Button, Card, Group, NumberInput, ScrollArea, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { WorkbookImport } from '../../../components/WorkbookImport';
import { ApiError } from '../../../lib/api';
import { declarationCalls, GOODS_TEMPLATE_PATH, useDeclarationChange, useGoodsImport } from '../api';
import { ArticleField } from './ArticleField';
import { CommodityCodeField } from './CommodityCodeField';

type Draft = Required<{ [K in keyof TCustomsItemBodyInput]: Exclude<TCustomsItemBodyInput[K], undefined> }>;

const EMPTY: Draft = {
  article_number: '',
  quantity: null,
  commodity_code: '',
  description: '',
  origin_country: '',
  net_mass: null,
  gross_mass: null,
  statistical_value: null,
  procedure_code: '',
  additional_procedure_code: '',
  packages: null,
  preference_code: '',
  supporting_documents: '',
};

const draftOf = (item: TCustomsItem): Draft => ({
  article_number: item.article_number ?? '',
  quantity: item.quantity,
  commodity_code: item.commodity_code ?? '',
  description: item.description,
  origin_country: item.origin_country ?? '',
  net_mass: item.net_mass,
  gross_mass: item.gross_mass,
  statistical_value: item.statistical_value === null ? null : item.statistical_value / 100,
  procedure_code: item.procedure_code ?? '',
  additional_procedure_code: item.additional_procedure_code ?? '',
  packages: item.packages,
  preference_code: item.preference_code ?? '',
  supporting_documents: item.supporting_documents ?? '',
});

/** The body of a line: blanks are left out, the statistical value goes in minor units. */
const bodyOf = (draft: Draft): TCustomsItemBodyInput => ({
  ...draft,
  article_number: draft.article_number || null,
  commodity_code: draft.commodity_code || null,
  origin_country: draft.origin_country || null,
  procedure_code: draft.procedure_code || null,
  additional_procedure_code: draft.additional_procedure_code || null,
  preference_code: draft.preference_code || null,
  supporting_documents: draft.supporting_documents || null,
  statistical_value: draft.statistical_value === null ? null : Math.round(Number(draft.statistical_value) * 100),
});

const TEXT_FIELDS = ['description', 'origin_country', 'procedure_code', 'additional_procedure_code', 'preference_code'] as const;
const NUMBER_FIELDS = ['net_mass', 'gross_mass', 'statistical_value', 'packages'] as const;
const WIDTHS: Record<string, number> = {
  description: 220,
  origin_country: 80,
  procedure_code: 90,
  additional_procedure_code: 90,
  preference_code: 90,
};

/**
 * The goods lines, edited in place (SPEC §2 'Declarations: inline input'): a line opens as
 * inputs, saves as a new version, and shows the server's message under the field it concerns.
 */
export function ItemsPanel({ declaration }: { declaration: TCustomsDeclaration }) {
  const { t } = useTranslation('customs');
  const calls = declarationCalls(declaration.id);
  const save = useDeclarationChange(declaration.id, calls.saveItem);
  const add = useDeclarationChange(declaration.id, calls.addItem);
  const remove = useDeclarationChange(declaration.id, calls.deleteItem);
  const importGoods = useGoodsImport(declaration.id);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  // The article picked on the line being edited: its unit mass follows the quantity into the net mass.
  const [article, setArticle] = useState<TCustomsProduct | null>(null);

  const open = (key: number | 'new', value: Draft) => {
    setEditing(key);
    setDraft(value);
    setErrors({});
    setArticle(null);
  };
  const done = () => {
    setEditing(null);
    setErrors({});
    notifications.show({ color: 'green', message: t('items.saved') });
  };
  const failed = (error: unknown) => {
    const fields = error instanceof ApiError ? error.fieldErrors : {};
    setErrors(fields);
    if (Object.keys(fields).length === 0 || fields.status) {
      notifications.show({ color: 'red', message: fields.status?.[0] ?? (error as Error).message });
    }
  };
  const submit = () => {
    if (editing === 'new') add.mutate(bodyOf(draft), { onSuccess: done, onError: failed });
    else if (editing !== null) save.mutate({ itemId: editing, body: bodyOf(draft) }, { onSuccess: done, onError: failed });
  };

  const editRow = (key: number | 'new', line: number | string) => (
    <Table.Tr key={key} data-testid="customs-item-editing">
      <Table.Td>{line}</Table.Td>
      <Table.Td>
        <ArticleField
          size="xs"
          miw={130}
          declarationId={declaration.id}
          aria-label={t('items.article_number')}
          value={draft.article_number ?? ''}
          error={errors.article_number?.[0]}
          onChange={(value) => {
            setDraft({ ...draft, article_number: value });
            setArticle(null);
          }}
          onPick={(product) => {
            setArticle(product);
            setDraft({ ...draft, ...fillLineFromArticle(product, draft.quantity) });
          }}
        />
      </Table.Td>
      <Table.Td>
        <NumberInput
          size="xs"
          miw={90}
          hideControls
          decimalScale={3}
          aria-label={t('items.quantity')}
          value={draft.quantity ?? ''}
          error={errors.quantity?.[0]}
          onChange={(value) => {
            const quantity = value === '' ? null : Number(value);
            setDraft({ ...draft, quantity, ...(article ? fillLineFromArticle(article, quantity) : {}) });
          }}
        />
      </Table.Td>
      <Table.Td>
        <CommodityCodeField
          size="xs"
          miw={130}
          declarationId={declaration.id}
          aria-label={t('items.commodity_code')}
          value={draft.commodity_code ?? ''}
          error={errors.commodity_code?.[0]}
          onChange={(value) => setDraft({ ...draft, commodity_code: value })}
        />
      </Table.Td>
      {TEXT_FIELDS.map((field) => (
        <Table.Td key={field}>
          <TextInput
            size="xs"
            miw={WIDTHS[field]}
            aria-label={t(`items.${field}`)}
            value={draft[field] ?? ''}
            error={errors[field]?.[0]}
            onChange={(event) => setDraft({ ...draft, [field]: event.currentTarget.value })}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
              if (event.key === 'Escape') setEditing(null);
            }}
          />
        </Table.Td>
      ))}
      {NUMBER_FIELDS.map((field) => (
        <Table.Td key={field}>
          <NumberInput
            size="xs"
            miw={100}
            hideControls
            decimalScale={field === 'packages' ? 0 : 3}
            aria-label={t(`items.${field}`)}
            value={draft[field] ?? ''}
            error={errors[field]?.[0]}
            onChange={(value) => setDraft({ ...draft, [field]: value === '' ? null : Number(value) })}
          />
        </Table.Td>
      ))}
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('actions.save')} withArrow>
            <ActionIcon variant="filled" onClick={submit} loading={save.isPending || add.isPending} aria-label={t('actions.save')}>
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('actions.cancel')} withArrow>
            <ActionIcon variant="default" onClick={() => setEditing(null)} aria-label={t('actions.cancel')}>
              <IconX size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );

  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-label={t('items.title')}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t('items.title')}
        </Title>
        {declaration.editable && editing === null && (
          <Group gap="xs">
            <WorkbookImport
              templatePath={GOODS_TEMPLATE_PATH}
              templateFileName={t('items.template_file')}
              upload={importGoods}
              columnLabel={(column) => t(`items.${column}`, { defaultValue: column })}
              importedMessage={(answer) => t('items.imported', { count: answer.items.length - declaration.items.length })}
              importLabel={t('actions.import_items')}
            />
            <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => open('new', EMPTY)}>
              {t('actions.add_item')}
            </Button>
          </Group>
        )}
      </Group>
      <ScrollArea type="auto">
        <Table striped highlightOnHover verticalSpacing="xs" fz="sm" miw={1350}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('items.line')}</Table.Th>
              <Table.Th>{t('items.article_number')}</Table.Th>
              <Table.Th>{t('items.quantity')}</Table.Th>
              <Table.Th>{t('items.commodity_code')}</Table.Th>
              {[...TEXT_FIELDS, ...NUMBER_FIELDS].map((field) => (
                <Table.Th key={field}>{t(`items.${field}`)}</Table.Th>
              ))}
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {declaration.items.map((item) =>
              editing === item.id ? (
                editRow(item.id, item.line_number)
              ) : (
                <Table.Tr key={item.id} data-testid="customs-item">
                  <Table.Td>{item.line_number}</Table.Td>
                  <Table.Td>{item.article_number ?? '-'}</Table.Td>
                  <Table.Td>{item.quantity === null ? '-' : formatNumber(item.quantity)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" ff="monospace">
                        {item.commodity_code ?? '-'}
                      </Text>
                      {item.commodity_code && (
                        <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                          {commodityCodeLevel(item.commodity_code) ?? '?'}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{item.description}</Table.Td>
                  <Table.Td>{item.origin_country ?? '-'}</Table.Td>
                  <Table.Td>{item.procedure_code ?? '-'}</Table.Td>
                  <Table.Td>{item.additional_procedure_code ?? '-'}</Table.Td>
                  <Table.Td>{item.preference_code ?? '-'}</Table.Td>
                  <Table.Td>{item.net_mass === null ? '-' : formatNumber(item.net_mass)}</Table.Td>
                  <Table.Td>{item.gross_mass === null ? '-' : formatNumber(item.gross_mass)}</Table.Td>
                  <Table.Td>
                    {item.statistical_value === null
                      ? '-'
                      : `${formatNumber(item.statistical_value / 100)} ${declaration.invoice_currency ?? ''}`}
                  </Table.Td>
                  <Table.Td>{item.packages ?? '-'}</Table.Td>
                  <Table.Td>
                    {declaration.editable && editing === null && (
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label={t('actions.edit_item', { line: item.line_number })} withArrow>
                          <ActionIcon
                            variant="subtle"
                            onClick={() => open(item.id, draftOf(item))}
                            aria-label={t('actions.edit_item', { line: item.line_number })}
                          >
                            <IconPencil size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label={t('actions.delete_item', { line: item.line_number })} withArrow>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            loading={remove.isPending && remove.variables === item.id}
                            onClick={() => remove.mutate(item.id, { onError: failed })}
                            aria-label={t('actions.delete_item', { line: item.line_number })}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ),
            )}
            {editing === 'new' && editRow('new', declaration.items.length + 1)}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {declaration.items.length === 0 && editing === null && (
        <Text c="dimmed" size="sm" mt="sm">
          {t('items.empty')}
        </Text>
      )}
    </Card>
  );
}
