import { formatNumber } from '@freight/domain';
import type { TArticle } from '@freight/contracts';
import { ActionIcon, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { actionsColumn } from '../../../components/DataTable/columns';
import { DeleteModal } from '../../../components/DeleteModal/DeleteModal';
import { useDeleteWithNotice } from '../../../components/DeleteModal/use-delete-with-notice';
import { ListPage } from '../../../layouts/ListPage';
import { ARTICLES_ENDPOINT, ARTICLES_TABLE_ID, useDeleteArticle } from '../api';
import { ArticleDialog } from '../components/ArticleDialog';
import { ArticleGallery } from '../components/ArticleGallery';
import { ArticlePhoto } from '../components/ArticlePhoto';

const measure = (value: number | null) => (value === null ? null : formatNumber(value));

/** `/purchase/articles`: the organization's article library, with what customs and freight need of each and its photos. */
export default function ArticlesPage() {
  const { t } = useTranslation('purchase');
  const [editing, setEditing] = useState<TArticle | 'new' | null>(null);
  const [gallery, setGallery] = useState<number | null>(null);
  const deletion = useDeleteWithNotice(useDeleteArticle(), {
    variables: (row: TArticle) => row.id,
    deleted: (row) => t('articles.deleted', { number: row.article_number }),
  });
  const askToDelete = deletion.ask;

  const columns = useMemo<DataTableColumn<TArticle>[]>(
    () => [
      {
        key: 'photo',
        title: t('articles.columns.photo'),
        width: 84,
        exportable: false,
        cell: (row) => (
          <Tooltip label={t('photos.open', { number: row.article_number })}>
            <ActionIcon
              variant="subtle"
              size={56}
              onClick={() => setGallery(row.id)}
              aria-label={t('photos.open', { number: row.article_number })}
            >
              <ArticlePhoto photo={row.photos[0] ?? null} size="small" alt="" box={48} />
            </ActionIcon>
          </Tooltip>
        ),
      },
      { key: 'article_number', title: t('articles.columns.article_number'), width: 140, sortable: true, pin: true },
      { key: 'article_name', title: t('articles.columns.article_name'), width: 240, sortable: true },
      {
        key: 'colors',
        title: t('articles.columns.colors'),
        width: 180,
        value: (row) => [row.primary_color, row.secondary_color].filter(Boolean).join(' / ') || null,
      },
      { key: 'hs_code', title: t('articles.columns.hs_code'), width: 110, sortable: true },
      { key: 'origin_country', title: t('articles.columns.origin_country'), width: 100, sortable: true },
      {
        key: 'net_weight_kg',
        title: t('articles.columns.net_weight_kg'),
        width: 120,
        align: 'right',
        toggled: false,
        value: (row) => measure(row.net_weight_kg),
      },
      {
        key: 'gross_weight_kg',
        title: t('articles.columns.gross_weight_kg'),
        width: 120,
        align: 'right',
        value: (row) => measure(row.gross_weight_kg),
      },
      {
        key: 'dimensions',
        title: t('articles.columns.dimensions'),
        width: 160,
        value: (row) =>
          row.length_cm === null && row.width_cm === null && row.height_cm === null
            ? null
            : [row.length_cm, row.width_cm, row.height_cm].map((value) => (value === null ? '-' : formatNumber(value))).join(' × '),
      },
      actionsColumn<TArticle>({
        title: t('columns.actions', { ns: 'common' }),
        edit: { label: (row) => t('articles.edit_label', { number: row.article_number }), onClick: setEditing },
        remove: { label: (row) => t('articles.delete_label', { number: row.article_number }), onClick: askToDelete },
      }),
    ],
    [t, askToDelete],
  );

  return (
    <ListPage
      title={t('articles.title')}
      subtitle={t('articles.subtitle')}
      actions={
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          {t('articles.add')}
        </Button>
      }
    >
      <DataTable
        tableId={ARTICLES_TABLE_ID}
        label={t('articles.title')}
        endpoint={ARTICLES_ENDPOINT}
        columns={columns}
        searchable
        exportModel="purchase/articles"
        emptyText={t('articles.empty')}
        defaultSort={{ key: 'article_number', order: 'asc' }}
      />
      {editing && (
        <ArticleDialog
          article={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={(article) => setGallery(article.id)}
        />
      )}
      {gallery !== null && <ArticleGallery articleId={gallery} onClose={() => setGallery(null)} />}
      <DeleteModal kind="article" name={deletion.target?.article_number ?? ''} {...deletion.modal} />
    </ListPage>
  );
}
