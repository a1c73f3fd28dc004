import { Accordion, Anchor, Card, Container, Group, Highlight, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { IconMessageQuestion, IconSearch } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../layouts/PageTitle';
import { FAQ_SECTIONS } from '../faq-sections';
import classes from './FaqPage.module.css';

interface Entry {
  id: string;
  question: string;
  answer: string;
}

/** Answers to what shippers ask most, searchable in the language on screen. */
export default function FaqPage() {
  const { t } = useTranslation('faq');
  const [search, setSearch] = useState('');
  const needle = useDeferredValue(search).trim().toLowerCase();
  const text = (key: string) => t(key as ParseKeys<'faq'>);

  const sections = FAQ_SECTIONS.map((section) => ({
    ...section,
    title: text(`sections.${section.key}.title`),
    entries: section.items
      .map((item): Entry => ({
        id: `${section.key}-${item}`,
        question: text(`sections.${section.key}.items.${item}.q`),
        answer: text(`sections.${section.key}.items.${item}.a`),
      }))
      .filter((entry) => !needle || `${entry.question} ${entry.answer}`.toLowerCase().includes(needle)),
  })).filter((section) => section.entries.length > 0);

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <PageTitle title={t('title')} />
      <Stack gap={4} mb="lg">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {t('title')}
        </Title>
        <Text c="dimmed">{t('subtitle')}</Text>
      </Stack>

      <TextInput
        size="md"
        radius="md"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        placeholder={t('search_placeholder')}
        aria-label={t('search_label')}
        type="search"
        mb="md"
      />

      {!needle && (
        <nav aria-label={t('topics')} className={classes.topics}>
          {sections.map((section) => (
            <Anchor key={section.key} href={`#faq-${section.key}`} className={classes.topic}>
              <section.icon size={16} aria-hidden />
              {section.title}
            </Anchor>
          ))}
        </nav>
      )}

      <Text role="status" aria-live="polite" size="sm" c="dimmed" mb="sm">
        {needle ? t('results', { count: sections.reduce((total, section) => total + section.entries.length, 0) }) : ''}
      </Text>

      {sections.length === 0 && (
        <Card withBorder radius="lg" padding="xl" ta="center">
          <Text fw={600}>{t('no_results_title', { query: search.trim() })}</Text>
          <Text c="dimmed" size="sm">
            {t('no_results_text')}
          </Text>
        </Card>
      )}

      <Stack gap="lg">
        {sections.map((section) => (
          <Card
            key={section.key}
            id={`faq-${section.key}`}
            withBorder
            radius="lg"
            padding={0}
            shadow="xs"
            component="section"
            className={classes.section}
          >
            <Group gap="sm" px="lg" pt="lg" pb="xs">
              <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
                <section.icon size={20} />
              </ThemeIcon>
              <Title order={2} size="h4">
                {section.title}
              </Title>
            </Group>
            <Accordion
              variant="default"
              chevronPosition="right"
              multiple
              defaultValue={needle ? section.entries.map((entry) => entry.id) : []}
              key={needle ? 'searching' : 'browsing'}
            >
              {section.entries.map((entry) => (
                <Accordion.Item key={entry.id} value={entry.id} className={classes.item}>
                  <Accordion.Control>
                    <Highlight highlight={needle} component="span" fw={600} size="sm">
                      {entry.question}
                    </Highlight>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Highlight highlight={needle} component="p" size="sm" c="gray.8" lh={1.6} m={0}>
                      {entry.answer}
                    </Highlight>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Card>
        ))}
      </Stack>

      <Card withBorder radius="lg" padding="lg" mt="xl" bg="brand.0" className={classes.help}>
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" aria-hidden>
            <IconMessageQuestion size={22} />
          </ThemeIcon>
          <div>
            <Text fw={650}>{t('help_title')}</Text>
            <Text size="sm" c="gray.8">
              {t('help_text')}
            </Text>
          </div>
        </Group>
      </Card>
    </Container>
  );
}
