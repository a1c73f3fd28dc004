import type { TPurchaseOrderLine } from '@freight/contracts';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleGallery } from './ArticleGallery';
import { ArticlePhoto } from './ArticlePhoto';

/** The article of an order line: its photo, which opens the article's gallery, its number, name, colour and HS code. */
export function LineArticle({ article }: { article: TPurchaseOrderLine['article'] }) {
  const { t } = useTranslation('purchase');
  const [gallery, setGallery] = useState(false);
  return (
    <Group gap="sm" wrap="nowrap">
      {article.photo ? (
        <UnstyledButton onClick={() => setGallery(true)} aria-label={t('photos.open', { number: article.article_number })}>
          <ArticlePhoto photo={article.photo} size="small" alt={article.article_name} box={40} />
        </UnstyledButton>
      ) : (
        <ArticlePhoto photo={null} size="small" alt="" box={40} />
      )}
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {article.article_number} · {article.article_name}
        </Text>
        <Text size="xs" c="dimmed">
          {[article.primary_color, article.hs_code && t('lines.hs', { code: article.hs_code })].filter(Boolean).join(' · ')}
        </Text>
      </Stack>
      {gallery && <ArticleGallery articleId={article.id} onClose={() => setGallery(false)} />}
    </Group>
  );
}
