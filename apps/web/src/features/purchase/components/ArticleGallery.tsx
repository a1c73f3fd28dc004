import type { TArticle, TArticlePhoto } from '@freight/contracts';
import { Badge, Button, FileButton, Group, Image, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal/Modal';
import { ApiError } from '../../../lib/api-error';
import { useAuthorizedImage } from '../../../lib/authorized-image';
import { useArticle, useArticlePhotos } from '../api';
import { ArticlePhoto } from './ArticlePhoto';

export interface ArticleGalleryProps {
  articleId: number;
  onClose: () => void;
}

/** The photos of an article: look at each, add more, delete one, and choose the one shown wherever the article is. */
export function ArticleGallery({ articleId, onClose }: ArticleGalleryProps) {
  const { t } = useTranslation('purchase');
  const article = useArticle(articleId);
  return (
    <Modal opened onClose={onClose} size="lg" title={article.data ? t('photos.title', { number: article.data.article_number }) : ''}>
      {article.data ? <Gallery article={article.data} /> : <Loader size="sm" />}
    </Modal>
  );
}

function Gallery({ article }: { article: TArticle }) {
  const { t } = useTranslation('purchase');
  const { upload, remove, choosePrimary } = useArticlePhotos(article.id);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const shown = article.photos.find((photo) => photo.id === chosenId) ?? article.photos[0] ?? null;
  const label = (photo: TArticlePhoto) =>
    t('photos.photo_label', { name: article.article_name, number: article.photos.indexOf(photo) + 1 });

  const add = async (file: File | null) => {
    if (!file) return;
    setRefusal(null);
    try {
      const saved = await upload.mutateAsync(file);
      setChosenId(saved.data.photos.at(-1)?.id ?? null);
    } catch (error) {
      setRefusal(error instanceof ApiError ? (error.fieldErrors.file?.[0] ?? error.message) : t('photos.failed'));
    }
  };

  return (
    <Stack gap="md">
      {shown ? (
        <Stack gap="xs">
          <ShownPhoto photo={shown} alt={label(shown)} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('photos.dimensions', { width: shown.width, height: shown.height })}
            </Text>
            <Group gap="xs">
              {shown.primary ? (
                <Badge variant="light" color="teal" leftSection={<IconStar size={12} aria-hidden />}>
                  {t('photos.primary')}
                </Badge>
              ) : (
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconStar size={14} aria-hidden />}
                  loading={choosePrimary.isPending}
                  onClick={() => choosePrimary.mutate(shown.id)}
                >
                  {t('photos.make_primary')}
                </Button>
              )}
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={14} aria-hidden />}
                loading={remove.isPending}
                onClick={() => remove.mutate(shown.id, { onSuccess: () => setChosenId(null) })}
              >
                {t('photos.delete')}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <Text c="dimmed">{t('photos.none')}</Text>
      )}
      {article.photos.length > 0 && (
        <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs" role="group" aria-label={t('photos.all')}>
          {article.photos.map((photo) => (
            <UnstyledButton
              key={photo.id}
              onClick={() => setChosenId(photo.id)}
              aria-label={label(photo)}
              aria-pressed={photo.id === shown?.id}
              style={{
                border: `2px solid ${photo.id === shown?.id ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
                borderRadius: 8,
                padding: 2,
                width: 'fit-content',
              }}
            >
              <ArticlePhoto photo={photo} size="small" alt="" box={80} />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Group gap="sm" align="center">
        <FileButton onChange={(file) => void add(file)} accept="image/png,image/jpeg,image/webp,image/gif">
          {(props) => (
            <Button {...props} leftSection={<IconPhotoPlus size={18} aria-hidden />} loading={upload.isPending}>
              {t('photos.add')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('photos.hint')}
        </Text>
      </Group>
      {refusal && (
        <Text c="red" size="sm" role="alert">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}

/** The chosen photo at gallery size, or at full size once the reader asks to look closer. */
function ShownPhoto({ photo, alt }: { photo: TArticlePhoto; alt: string }) {
  const { t } = useTranslation('purchase');
  const [full, setFull] = useState(false);
  const source = useAuthorizedImage(full ? photo.full : photo.medium);
  return (
    <Stack gap={4} align="center">
      <div style={{ maxHeight: full ? '70vh' : 480, overflow: 'auto', width: '100%', textAlign: 'center' }}>
        {source ? (
          <Image
            src={source}
            alt={alt}
            fit="contain"
            mah={full ? undefined : 480}
            w={full ? photo.width : '100%'}
            maw={full ? 'none' : undefined}
          />
        ) : (
          <Loader size="sm" />
        )}
      </div>
      <Button variant="subtle" size="xs" onClick={() => setFull((value) => !value)}>
        {full ? t('photos.view_medium') : t('photos.view_full')}
      </Button>
    </Stack>
  );
}
