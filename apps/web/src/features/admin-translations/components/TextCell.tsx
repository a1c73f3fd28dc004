import type { Locale, TTranslationRow } from '@freight/contracts';
import { ActionIcon, Badge, Box, Button, Group, Stack, Text, Textarea, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { ApiError, refusalMessage } from '../../../lib/api-error';
import { useSaveTranslation } from '../api';

interface TextCellProps {
  row: TTranslationRow;
  locale: Locale;
  language: string;
}

/** One language's text of a key: shown, and edited in place on click. */
export function TextCell({ row, locale, language }: TextCellProps) {
  const { t } = useTranslation('adminTranslations');
  const save = useSaveTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = row.values[locale];
  const missing = row.missing.includes(locale);
  const overridden = row.overridden.includes(locale);
  const label = t('edit_label', { language, key: `${row.namespace}:${row.key}` });

  const submit = (next: string | null) => {
    setError(null);
    save.mutate(
      { locale, row, value: next },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: next === null ? t('restored') : t('saved') });
          setDraft(null);
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status === 422
              ? (Object.values(failure.fieldErrors)[0]?.[0] ?? failure.serverMessage)
              : refusalMessage(failure),
          ),
      },
    );
  };

  if (draft !== null) {
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(draft);
        }}
      >
        <Stack gap={6}>
          <Textarea
            aria-label={label}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setDraft(null);
            }}
            error={error}
            autosize
            minRows={2}
            maxRows={8}
            autoFocus
          />
          {overridden && row.bundled[locale] !== null && (
            <Text size="xs" c="dimmed">
              {t('original', { text: row.bundled[locale] })}
            </Text>
          )}
          <Group gap="xs">
            <Button type="submit" size="compact-sm" loading={save.isPending}>
              {t('actions.save', { ns: 'common' })}
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => setDraft(null)}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <UnstyledButton
        onClick={() => {
          setError(null);
          setDraft(value ?? '');
        }}
        aria-label={label}
        style={{ flex: 1, borderRadius: 6 }}
        p={4}
        bg={missing ? 'red.0' : undefined}
      >
        {missing ? (
          <Badge color="red" variant="light" radius="sm">
            {t('missing')}
          </Badge>
        ) : (
          <Box>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {value}
            </Text>
            {overridden && (
              <Badge color="blue" variant="light" radius="sm" size="xs" mt={2}>
                {t('changed')}
              </Badge>
            )}
          </Box>
        )}
      </UnstyledButton>
      {overridden && (
        <Tooltip label={t('reset')}>
          <ActionIcon
            variant="subtle"
            size="sm"
            onClick={() => submit(null)}
            loading={save.isPending}
            aria-label={`${t('reset')}: ${label}`}
          >
            <IconArrowBackUp size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
