import { routePath } from '@freight/contracts';
import { Alert, Button, Card, Center, Container, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { useNavigate, useSearchParams } from 'react-router';
import { BrandMark } from '../../../components/BrandMark';
import { PageTitle } from '../../../layouts/PageTitle';
import { storeMenuMode } from '../../../layouts/sidebar/sidebar-state';
import { refusalMessage } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { usePickableSites, useUpdateSitesFilter } from '../../site-picker';

/**
 * `/admin/redirect/price-leadtime`: a god user, who acts as one site at a time, picks the
 * organization and site to quote for (or brings `?site_id=`); the portal then acts as that site,
 * shows the client menu and opens Price & LeadTime.
 */
export default function PriceLeadTimeRedirectPage() {
  const { t } = useTranslation('manualPriceRequests');
  const user = useSessionUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const groups = usePickableSites(user!, user !== null);
  const updateSites = useUpdateSitesFilter();
  const requestedSite = Number(params.get('site_id')) || null;
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [siteId, setSiteId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  const go = (site: number) => {
    setFailure(null);
    updateSites.mutate([site], {
      onSuccess: () => {
        storeMenuMode('client');
        void navigate(routePath('transport.price_leadtime'), { replace: true });
      },
      onError: (error) => setFailure(refusalMessage(error) ?? t('admin_redirect.failed')),
    });
  };

  const known = requestedSite !== null && (groups.data ?? []).some((group) => group.sites.some((site) => site.id === requestedSite));
  useEffect(() => {
    // A site given in the address is taken as chosen, once.
    if (known && requestedSite !== null && !started.current) {
      started.current = true;
      go(requestedSite);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [known, requestedSite]);

  const organization = (groups.data ?? []).find((group) => String(group.id) === organizationId) ?? null;

  return (
    <Container size="xs" py={64}>
      <PageTitle title={t('admin_redirect.title')} />
      <Stack gap="lg" align="stretch">
        <Center>
          <BrandMark />
        </Center>
        <Card withBorder radius="lg" padding="xl" shadow="sm">
          {(groups.isPending || (known && !failure)) && (
            <Center py="xl">
              <Loader aria-label={t('admin_redirect.loading')} />
            </Center>
          )}
          {!groups.isPending && !(known && !failure) && (
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (siteId) go(Number(siteId));
              }}
            >
              <Stack gap="md">
                <Title order={1} size="h3">
                  {t('admin_redirect.title')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('admin_redirect.text')}
                </Text>
                {requestedSite !== null && !known && (
                  <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
                    {t('admin_redirect.unknown_site')}
                  </Alert>
                )}
                <FormNotice messages={[failure]} />
                <Select
                  label={t('admin_redirect.organization')}
                  data={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
                  value={organizationId}
                  onChange={(value) => {
                    setOrganizationId(value);
                    const only = (groups.data ?? []).find((group) => String(group.id) === value)?.sites;
                    setSiteId(only?.length === 1 ? String(only[0]!.id) : null);
                  }}
                  searchable
                  required
                />
                <Select
                  label={t('admin_redirect.site')}
                  data={(organization?.sites ?? []).map((site) => ({ value: String(site.id), label: site.name }))}
                  value={siteId}
                  onChange={setSiteId}
                  disabled={!organization}
                  searchable
                  required
                />
                <Button
                  type="submit"
                  disabled={!siteId}
                  loading={updateSites.isPending}
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  {t('admin_redirect.go')}
                </Button>
              </Stack>
            </form>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
