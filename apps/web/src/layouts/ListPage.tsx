import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BackLink } from '../components/BackLink';
import { PageTitle } from './PageTitle';

export interface ListPageProps {
  title: string;
  subtitle: ReactNode;
  /** Buttons beside the title, such as 'Add'. */
  actions?: ReactNode;
  /** A link above the title to the page this list belongs to. */
  back?: { to: string; label: string };
  /** What the list's readers should know first, such as a server's address, shown above the list's card. */
  aside?: ReactNode;
  /** The list, usually a DataTable, shown on a card. */
  children: ReactNode;
}

/** The frame of an administration list: title, subtitle and actions above the list's card. */
export function ListPage({ title, subtitle, actions, back, aside, children }: ListPageProps) {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="xl">
        <Stack gap="xs">
          {back && <BackLink to={back.to}>{back.label}</BackLink>}
          <Group justify="space-between" align="flex-end" gap="md">
            {/* Takes the room a long subtitle needs, so the actions wrap below it as a whole. */}
            <Stack gap={4} style={{ flex: '1 1 320px' }} maw={760}>
              <Title order={1} fz={{ base: 26, sm: 30 }}>
                {title}
              </Title>
              <Text c="dimmed">{subtitle}</Text>
            </Stack>
            {actions && (
              <Group gap="sm" wrap="wrap">
                {actions}
              </Group>
            )}
          </Group>
        </Stack>
        {aside}
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {children}
        </Card>
      </Stack>
    </Container>
  );
}
