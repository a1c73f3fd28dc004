import { Card, Group, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export interface PanelProps {
  title: string;
  /** Buttons beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}

/** One titled block of the shipment page, announced as a region by its title. */
export function Panel({ title, actions, children, testId }: PanelProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby={titleId} data-testid={testId}>
      <Group justify="space-between" align="center" mb="md" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {actions && (
          <Group gap={6} wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </Card>
  );
}
