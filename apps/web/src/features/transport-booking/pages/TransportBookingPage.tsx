import { routePath, type TFlowDraftSummary } from '@freight/contracts';
import { formatDate, formatTime } from '@freight/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconBolt, IconFileStack, IconList, IconPlayerPlay, IconRoute, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '../../../components/Tooltip';
import { ConfirmModal } from '../../../components/Modal/ConfirmModal';
import { PageTitle } from '../../../layouts/PageTitle';
import { useDeleteFlowDraft, useFlowDrafts } from '../api';
import { bookingSteps, draftStep, routePlaces } from '../booking-form';
import { bookingCart } from '../booking-storage';

function StartCard({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <ThemeIcon size={40} radius="md" variant="light">
            {icon}
          </ThemeIcon>
          <Title order={2} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Stack>
        {action}
      </Stack>
    </Card>
  );
}

/** `/transport/transport-booking`: start a booking, carry on with one, or open the bookings made. */
export default function TransportBookingPage() {
  const { t } = useTranslation('booking');
  const drafts = useFlowDrafts('booking');
  const remove = useDeleteFlowDraft();
  const [deleting, setDeleting] = useState<TFlowDraftSummary | null>(null);
  const [local, setLocal] = useState(() => bookingCart('quote').read());
  const inProgress = local && !local.booking ? local : null;
  const stepName = (draft: { current_step: number }) => draftStep(draft.current_step, bookingSteps('quote', true));
  const formPath = routePath('transport.booking.form');
  const localRoute = inProgress ? routePlaces(inProgress.values) : null;

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('titles.landing')} />
      <Stack gap="xl">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('titles.landing')}
          </Title>
          <Text c="dimmed">{t('landing.subtitle')}</Text>
        </Stack>

        {inProgress && localRoute && (
          <Alert color="blue" variant="light" icon={<IconRoute aria-hidden />} title={t('landing.in_progress_title')}>
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {t('landing.in_progress_text', {
                  from: [localRoute.from.city, localRoute.from.country].filter(Boolean).join(', ') || '?',
                  to: [localRoute.to.city, localRoute.to.country].filter(Boolean).join(', ') || '?',
                  step: t(`steps.${inProgress.step}`),
                })}
              </Text>
              <Group gap="xs">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    bookingCart('quote').clear();
                    setLocal(null);
                  }}
                >
                  {t('landing.discard')}
                </Button>
                <Button component={Link} to={formPath} size="compact-sm" leftSection={<IconPlayerPlay size={14} aria-hidden />}>
                  {t('landing.continue')}
                </Button>
              </Group>
            </Group>
          </Alert>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
          <StartCard
            icon={<IconTruckDelivery size={22} aria-hidden />}
            title={t('landing.new_title')}
            text={t('landing.new_text')}
            action={
              <Button
                component={Link}
                to={formPath}
                onClick={() => {
                  // A new booking starts empty; the one in progress stays on the server as a draft.
                  if (inProgress) bookingCart('quote').clear();
                }}
              >
                {t('landing.new_action')}
              </Button>
            }
          />
          <StartCard
            icon={<IconBolt size={22} aria-hidden />}
            title={t('landing.ad_hoc_title')}
            text={t('landing.ad_hoc_text')}
            action={
              <Button component={Link} to={routePath('transport.booking.ad_hoc')} variant="light">
                {t('landing.ad_hoc_action')}
              </Button>
            }
          />
          <StartCard
            icon={<IconFileStack size={22} aria-hidden />}
            title={t('landing.templates_title')}
            text={t('landing.templates_text')}
            action={
              <Button component={Link} to={routePath('transport.booking.templates')} variant="light">
                {t('landing.templates_action')}
              </Button>
            }
          />
          <StartCard
            icon={<IconList size={22} aria-hidden />}
            title={t('landing.bookings_title')}
            text={t('landing.bookings_text')}
            action={
              <Button component={Link} to={routePath('transport.bookings')} variant="light">
                {t('landing.bookings_action')}
              </Button>
            }
          />
        </SimpleGrid>

        <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="booking-drafts">
          <Stack gap="sm">
            <Stack gap={2}>
              <Title order={2} size="h4" id="booking-drafts">
                {t('landing.drafts_title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('landing.drafts_text')}
              </Text>
            </Stack>
            {drafts.isPending && <Skeleton height={48} radius="md" />}
            {drafts.isError && (
              <Text size="sm" c="dimmed">
                {t('landing.drafts_failed')}
              </Text>
            )}
            {drafts.data?.length === 0 && (
              <Text size="sm" c="dimmed">
                {t('landing.drafts_empty')}
              </Text>
            )}
            {drafts.data && drafts.data.length > 0 && (
              <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="booking-drafts">
                {drafts.data.map((draft) => (
                  <Group
                    component="li"
                    key={draft.id}
                    justify="space-between"
                    gap="sm"
                    py="sm"
                    wrap="nowrap"
                    style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
                    aria-label={draft.title}
                  >
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {draft.title || t('landing.draft_untitled')}
                      </Text>
                      <Group gap="xs">
                        <Badge variant="light" color="gray" size="sm">
                          {t(`steps.${stepName(draft)}`)}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {t('landing.draft_updated', { when: `${formatDate(draft.updated_at)} ${formatTime(draft.updated_at)}` })}
                        </Text>
                      </Group>
                    </Stack>
                    <Group gap="xs" wrap="nowrap">
                      <Button component={Link} to={`${formPath}?draft=${encodeURIComponent(draft.id)}`} size="compact-sm" variant="light">
                        {t('landing.resume')}
                      </Button>
                      <Tooltip label={t('landing.delete_draft')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('landing.delete_draft_named', { name: draft.title })}
                          onClick={() => setDeleting(draft)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
        </Card>
      </Stack>

      <ConfirmModal
        opened={deleting !== null}
        title={t('landing.delete_draft')}
        text={t('landing.delete_draft_text', { name: deleting?.title ?? '' })}
        loading={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </Container>
  );
}
