import { Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

export interface ListPageProps {
  title: string;
  subtitle: ReactNode;
  /** Buttons beside the title, such as 'Add'. */
  actions?: ReactNode;
  /** The list, usually a DataTable, shown on a card. */
  children: ReactNode;
}

/** The frame of an administration list: title, subtitle and actions above the list's card. */
export function ListPage({ title, subtitle, actions, children }: ListPageProps) {
  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="xl">
        <Group justify="space-between" align="flex-end">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            <Text c="dimmed">{subtitle}</Text>
          </Stack>
          {actions}
        </Group>
        <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
          {children}
        </Card>
      </Stack>
    </Container>
  );
}
