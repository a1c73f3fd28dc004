import type { FlowKind } from '@freight/contracts';
import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { templatePagePath } from '../template-paths';
import { TemplatesTable } from './TemplatesTable';

/** A kind's templates list page, with a way to start a new one. */
export function TemplatesPage({ kind }: { kind: FlowKind }) {
  const { t } = useTranslation('templates');
  const title = t(`titles.${kind}_templates`);
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            <Text c="dimmed" maw={760}>
              {t(`list.${kind}_subtitle`)}
            </Text>
          </Stack>
          {kind === 'quote' && (
            <Button component={Link} to={templatePagePath(kind)} leftSection={<IconPlus size={18} aria-hidden />}>
              {t('actions.new_template')}
            </Button>
          )}
        </Group>
        <Card withBorder radius="lg" p="md" shadow="xs" component="section" aria-label={title}>
          <TemplatesTable kind={kind} />
        </Card>
      </Stack>
    </Container>
  );
}
