import type { TSharedPriceCalculation } from '@freight/contracts';
import { Button, Card, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { QuoteCard, RouteSummary, UnavailableServices, formatDay, quoteHighlights, sortQuotes } from '../../price-leadtime';
import { TrackingFrame } from '../../shared-tracking';
import { isDeadLink, useSharedCalculation } from '../api';

/** `/shared/price-leadtime/:id` (the link's token): a price result opened from its link, read-only, without signing in. */
export default function SharedPriceLeadTimePage() {
  const { id: token = '' } = useParams();
  const { t } = useTranslation('priceShares');
  const shared = useSharedCalculation(token);
  return (
    <TrackingFrame>
      {shared.data ? (
        <SharedResult shared={shared.data} />
      ) : shared.isPending ? (
        <Center py={96}>
          <Loader aria-label={t('shared.loading')} />
        </Center>
      ) : (
        <Container size="xs" py={64}>
          <PageTitle title={isDeadLink(shared.error) ? t('shared.invalid_title') : t('shared.failed_title')} />
          <Card withBorder radius="lg" padding="xl" shadow="xs">
            <Stack align="center" gap="sm" ta="center">
              <IconLinkOff size={40} stroke={1.5} color="var(--mantine-color-gray-6)" aria-hidden />
              <Title order={1} size="h3">
                {isDeadLink(shared.error) ? t('shared.invalid_title') : t('shared.failed_title')}
              </Title>
              <Text c="dimmed">{isDeadLink(shared.error) ? t('shared.invalid_text') : t('shared.failed_text')}</Text>
              {!isDeadLink(shared.error) && <Button onClick={() => void shared.refetch()}>{t('shared.retry')}</Button>}
            </Stack>
          </Card>
        </Container>
      )}
    </TrackingFrame>
  );
}

function SharedResult({ shared }: { shared: TSharedPriceCalculation }) {
  const { t, i18n } = useTranslation('priceShares');
  const { calculation } = shared;
  const sorted = useMemo(() => sortQuotes(calculation.quotes, 'smart'), [calculation.quotes]);
  const { cheapest, fastest } = useMemo(() => quoteHighlights(calculation.quotes), [calculation.quotes]);
  const title = t('shared.title', { organization: shared.organization_name });

  return (
    <Container size="lg" px={{ base: 'sm', sm: 'lg' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {t('shared.subtitle', { date: formatDay(calculation.created_at.slice(0, 10), i18n.language) })}
            {shared.expires_at ? ` · ${t('shared.expires', { date: formatDay(shared.expires_at.slice(0, 10), i18n.language) })}` : ''}
          </Text>
        </Stack>
        <RouteSummary request={calculation.request} />
        <Title order={2} size="h4" id="shared-quotes">
          {t('shared.quotes', { count: sorted.length })}
        </Title>
        {sorted.length === 0 ? (
          <Text c="dimmed">{t('shared.none')}</Text>
        ) : (
          <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="shared-quotes">
            {sorted.map((quote) => (
              <QuoteCard
                key={quote.service.id}
                quote={quote}
                chosen={false}
                cheapest={quote === cheapest && sorted.length > 1}
                fastest={quote === fastest && sorted.length > 1}
              />
            ))}
          </Stack>
        )}
        <UnavailableServices services={calculation.unavailable} />
        <Text size="xs" c="dimmed">
          {t('shared.disclaimer')}
        </Text>
      </Stack>
    </Container>
  );
}
