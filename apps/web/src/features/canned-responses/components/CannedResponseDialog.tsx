import {
  CANNED_RESPONSE_PURPOSES,
  LOCALES,
  type CannedResponseScope,
  type Locale,
  type TCannedResponse,
  type TCannedResponsePlaceholder,
} from '@freight/contracts';
import { Badge, Button, Combobox, Group, Select, SimpleGrid, Tabs, Text, Textarea, TextInput, useCombobox } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/RecordDialog';
import { useRecordForm } from '../../../components/forms/record-form';
import { useFieldErrorText } from '../../../lib/forms';
import { usePlaceholders, useSaveCannedResponse } from '../api';
import { bodyOf, formValues, insertAt, type CannedResponseForm } from '../response-form';

const FIELDS: Path<CannedResponseForm>[] = [
  'name',
  'purpose',
  'scope',
  ...LOCALES.flatMap((locale) => [`texts.${locale}.subject`, `texts.${locale}.body`] as Path<CannedResponseForm>[]),
];

/** A list of placeholders to pick from, searched by meaning or name. */
function PlaceholderPicker({
  placeholders,
  onPick,
}: {
  placeholders: readonly TCannedResponsePlaceholder[];
  onPick: (token: string) => void;
}) {
  const { t } = useTranslation('cannedResponses');
  const combobox = useCombobox({ onDropdownClose: () => setSearch('') });
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = placeholders.filter((entry) => !needle || entry.label.toLowerCase().includes(needle) || entry.key.includes(needle));
  return (
    <Combobox
      store={combobox}
      width={320}
      position="bottom-end"
      onOptionSubmit={(token) => {
        onPick(token);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target withAriaAttributes={false}>
        <Button variant="light" size="xs" leftSection={<IconBraces size={14} aria-hidden />} onClick={() => combobox.toggleDropdown()}>
          {t('insert_placeholder')}
        </Button>
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          placeholder={t('placeholder_search')}
          aria-label={t('placeholder_search')}
        />
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {shown.map((entry) => (
            <Combobox.Option value={entry.token} key={entry.key}>
              <Text size="sm">{entry.label}</Text>
              <Text size="xs" c="dimmed" ff="monospace">
                {entry.token}
              </Text>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

interface CannedResponseDialogProps {
  /** The response to change, or null for a new one at `scope`. */
  response: TCannedResponse | null;
  scope: CannedResponseScope;
  /** The levels the user may keep a new response at. */
  scopes: readonly CannedResponseScope[];
  onClose: () => void;
}

/** Adds or changes a canned response: its name, purpose, level, and its wording in each language. */
export function CannedResponseDialog({ response, scope, scopes, onClose }: CannedResponseDialogProps) {
  const { t, i18n } = useTranslation('cannedResponses');
  const errorText = useFieldErrorText();
  const save = useSaveCannedResponse();
  const placeholders = usePlaceholders(i18n.language);
  const [language, setLanguage] = useState<Locale>(() => LOCALES.find((locale) => response?.texts[locale]) ?? 'en');
  const bodies = useRef(new Map<Locale, HTMLTextAreaElement | null>());
  const { control, register, errors, notice, submit, setValue, getValues } = useRecordForm<CannedResponseForm>(
    { defaultValues: formValues(response, scope) },
    {
      fields: FIELDS,
      save: (form) => save.mutateAsync({ id: response?.id ?? null, body: bodyOf(form) }),
      saved: t('saved'),
      onDone: onClose,
    },
  );
  const texts = useWatch({ control, name: 'texts' });

  const insert = (token: string) => {
    const field = `texts.${language}.body` as const;
    const element = bodies.current.get(language);
    const current = getValues(field);
    const { text, cursor } = insertAt(current, token, element?.selectionStart ?? current.length, element?.selectionEnd ?? current.length);
    setValue(field, text, { shouldDirty: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(cursor, cursor);
    });
  };

  const errorOf = (locale: Locale) => errors.texts?.[locale]?.subject ?? errors.texts?.[locale]?.body;
  return (
    <RecordDialog
      title={response ? t('edit') : t('new')}
      size="lg"
      onClose={onClose}
      onSubmit={submit}
      notice={notice}
      saving={save.isPending}
    >
      <TextInput label={t('fields.name')} required {...register('name')} error={errorText(errors.name)} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Controller
          control={control}
          name="purpose"
          render={({ field }) => (
            <Select
              label={t('fields.purpose')}
              data={CANNED_RESPONSE_PURPOSES.map((purpose) => ({ value: purpose, label: t(`purposes.${purpose}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              error={errorText(errors.purpose)}
            />
          )}
        />
        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <Select
              label={t('fields.scope')}
              data={(response ? [response.scope] : scopes).map((value) => ({ value, label: t(`scopes.${value}`) }))}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              allowDeselect={false}
              disabled={response !== null}
              error={errorText(errors.scope)}
            />
          )}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('language_hint')}
      </Text>
      <Tabs value={language} onChange={(value) => value && setLanguage(value as Locale)} keepMounted>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Tabs.List>
            {LOCALES.map((locale) => (
              <Tabs.Tab
                key={locale}
                value={locale}
                c={errorOf(locale) ? 'red' : undefined}
                rightSection={
                  texts[locale].subject || texts[locale].body ? null : (
                    <Badge size="xs" variant="light" color="gray">
                      {t('language_missing')}
                    </Badge>
                  )
                }
              >
                {t(`languages.${locale}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <PlaceholderPicker placeholders={placeholders.data ?? []} onPick={insert} />
        </Group>
        {LOCALES.map((locale) => {
          const body = register(`texts.${locale}.body`);
          return (
            <Tabs.Panel key={locale} value={locale} pt="sm">
              <TextInput
                label={t('fields.subject')}
                lang={locale}
                {...register(`texts.${locale}.subject`)}
                error={errorText(errors.texts?.[locale]?.subject)}
                mb="sm"
              />
              <Textarea
                label={t('fields.body')}
                lang={locale}
                autosize
                minRows={8}
                maxRows={18}
                {...body}
                ref={(element) => {
                  body.ref(element);
                  bodies.current.set(locale, element);
                }}
                error={errorText(errors.texts?.[locale]?.body)}
              />
            </Tabs.Panel>
          );
        })}
      </Tabs>
      <Text size="xs" c="dimmed">
        {t('placeholder_hint', { example: '{{ eta | default: "…" }}', interpolation: { escapeValue: false } })}
      </Text>
    </RecordDialog>
  );
}
