import { ZArticleBody, type TArticle, type TArticleBody, type TArticleBodyInput } from '@freight/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { CountrySelect } from '../../address-book';
import { useSaveArticle } from '../api';
import { ARTICLE_MEASURES, articleFormValues } from '../catalogue-form';

const FIELDS = [
  'article_number',
  'article_name',
  'primary_color',
  'secondary_color',
  'hs_code',
  'origin_country',
  ...ARTICLE_MEASURES,
] as const;

export interface ArticleDialogProps {
  /** The article to change, or null to add one. */
  article: TArticle | null;
  onClose: () => void;
  /** A new article, once saved: the list offers its photos next. */
  onCreated?: (article: TArticle) => void;
}

/** Adds or changes an article: what it is called and looks like, what customs needs, and what one packed unit weighs and measures. */
export function ArticleDialog({ article, onClose, onCreated }: ArticleDialogProps) {
  const { t } = useTranslation('purchase');
  const errorText = useFieldErrorText();
  const save = useSaveArticle();
  const { control, register, errors, notice, submit } = useRecordForm<TArticleBodyInput, TArticleBody, { data: TArticle }>(
    { resolver: zodResolver(ZArticleBody), defaultValues: articleFormValues(article) },
    {
      fields: FIELDS,
      save: async (body) => {
        const saved = await save.mutateAsync({ id: article?.id ?? null, body });
        if (!article) onCreated?.(saved.data);
        return saved;
      },
      saved: (saved) => t('articles.saved', { name: saved.data.article_name }),
      onDone: onClose,
    },
  );

  return (
    <RecordDialog
      title={article ? t('articles.edit_title', { number: article.article_number }) : t('articles.add')}
      size="middle"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
      gap="sm"
      separateActions
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...register('article_number')}
          label={t('articles.fields.article_number')}
          required
          maxLength={60}
          error={errorText(errors.article_number)}
        />
        <TextInput
          {...register('article_name')}
          label={t('articles.fields.article_name')}
          required
          maxLength={200}
          error={errorText(errors.article_name)}
        />
        <TextInput
          {...register('primary_color')}
          label={t('articles.fields.primary_color')}
          maxLength={60}
          error={errorText(errors.primary_color)}
        />
        <TextInput
          {...register('secondary_color')}
          label={t('articles.fields.secondary_color')}
          maxLength={60}
          error={errorText(errors.secondary_color)}
        />
        <TextInput
          {...register('hs_code')}
          label={t('articles.fields.hs_code')}
          description={t('articles.fields.hs_code_hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="numeric"
          maxLength={12}
          error={errorText(errors.hs_code)}
        />
        <Controller
          control={control}
          name="origin_country"
          render={({ field }) => (
            <CountrySelect
              label={t('articles.fields.origin_country')}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              clearable
              error={errorText(errors.origin_country)}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
        {ARTICLE_MEASURES.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={t(`articles.fields.${name}`)}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
                min={0}
                decimalScale={3}
                hideControls
                error={errorText(errors[name])}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </RecordDialog>
  );
}
