import { routePath } from '@freight/contracts';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../layouts/PageTitle';
import { useSessionUser } from '../../../lib/session';
import { bookingCart, bookingOrigin, newStoredBooking } from '../booking-storage';
import { AdHocFlow } from '../components/AdHocFlow';

const cart = bookingCart('adHoc');

/** `/transport/transport-booking/ad-hoc`: a booking with any known carrier, without a quote. */
export default function AdHocBookingPage() {
  const { t } = useTranslation('booking');
  const user = useSessionUser();
  const [initial, setInitial] = useState(() => cart.read() ?? newStoredBooking('adHoc', bookingOrigin(user)));
  const [generation, setGeneration] = useState(0);

  const startNew = () => {
    cart.clear();
    setInitial(newStoredBooking('adHoc', bookingOrigin(user)));
    setGeneration((value) => value + 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <Container size="xl" px={{ base: 'sm', sm: 'lg', lg: 'xl' }} py={{ base: 'md', sm: 'xl' }}>
      <PageTitle title={t('titles.ad_hoc')} />
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor
            component={Link}
            to={routePath('transport.booking')}
            size="sm"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
          >
            <IconArrowLeft size={14} aria-hidden />
            {t('titles.landing')}
          </Anchor>
          <Title order={1} fz={{ base: 26, sm: 30 }}>
            {t('titles.ad_hoc')}
          </Title>
          <Text c="dimmed">{t('ad_hoc.subtitle')}</Text>
        </Stack>
        <AdHocFlow key={generation} initial={initial} onNew={startNew} />
      </Stack>
    </Container>
  );
}
