import { Card, type CardProps, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuditTrail, type AuditTrailProps } from '../components/AuditTrail/AuditTrail';
import { BackLink } from '../components/BackLink';
import { PageTitle } from './PageTitle';

export interface RecordPageProps {
  title: string;
  /** A link above the title to the list the record belongs to. */
  back?: { to: string; label: string };
  /** Buttons beside the title, such as 'Delete'. */
  actions?: ReactNode;
  /** The record is still loading: a placeholder of about the form's height stands in for it. */
  loading: boolean;
  /** Shown instead of the record when the one asked for does not exist; null when it does or is new. */
  missing: string | null;
  /** The record's history below everything else, once it exists. */
  history?: Pick<AuditTrailProps, 'entity' | 'entityId'>;
  /** The record's form and sections, shown once it has loaded. */
  children: ReactNode;
}

/**
 * The frame of a page that adds or changes one record, beside the list's frame `ListPage`: the
 * link back to the list, the title with its actions, the record's form and sections, its history.
 */
export function RecordPage({ title, back, actions, loading, missing, history, children }: RecordPageProps) {
  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="xl">
        <Stack gap="xs">
          {back && <BackLink to={back.to}>{back.label}</BackLink>}
          <Group justify="space-between" align="flex-end">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {actions && <Group gap="sm">{actions}</Group>}
          </Group>
        </Stack>
        {loading ? <Skeleton height={360} /> : missing !== null ? <Text c="dimmed">{missing}</Text> : children}
        {history && <AuditTrail entity={history.entity} entityId={history.entityId} />}
      </Stack>
    </Container>
  );
}

/** The card of a record's form, the main part of its page. */
export function RecordCard({ children, ...props }: CardProps & { component?: 'section' | 'div'; 'aria-label'?: string }) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs" {...props}>
      {children}
    </Card>
  );
}

export interface RecordSectionProps {
  /** Names the section for assistive technology through its heading. */
  id: string;
  title: string;
  /** Buttons beside the heading, such as 'Add'. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled part of a record's page below its form, such as the users of a site. */
export function RecordSection({ id, title, actions, children }: RecordSectionProps) {
  return (
    <Card withBorder radius="lg" p="lg" shadow="xs" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}
