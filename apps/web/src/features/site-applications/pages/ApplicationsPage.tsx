import { APPLICATION_KEYS, type ApplicationKey, routePath, type TSite } from '@freight/contracts';
import { Anchor, Button, Group, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListPage } from '../../../layouts/ListPage';
import { refusalMessage } from '../../../lib/api-error';
import { useCurrentRouteName } from '../../../lib/route-handle';
import { useSessionUser } from '../../../lib/session';
import { useSite } from '../../admin-sites';
import { useOrganizationSites } from '../../admin-sites';
import { useSaveApplications } from '../api';

type Grid = Record<number, ApplicationKey[]>;

/**
 * `/settings/sites/applications` (every site of the organization × the six applications) and
 * `/settings/site/{id}/applications` (one site): switches saved together.
 */
export default function ApplicationsPage() {
  const { t } = useTranslation('adminSites');
  const user = useSessionUser();
  const oneSite = useCurrentRouteName() === 'settings.site.applications';
  const params = useParams();
  const siteId = oneSite ? Number(params.id) : null;
  // A super user manages one site in its own organization, which need not be the one acted as
  // (a client being set up), and the whole grid of the organization acted as; everybody else
  // their own organization.
  const isSuper = user?.level === 'super';
  const chosenSite = useSite(isSuper && siteId !== null ? siteId : null);
  const actingOrganization = user?.sites.find((site) => user.sitesFilter.includes(site.id))?.organization_id;
  const organizationId = !user
    ? null
    : !isSuper
      ? user.organization.id
      : siteId !== null
        ? (chosenSite.data?.organization_id ?? null)
        : (actingOrganization ?? user.organization.id);
  const sites = useOrganizationSites(organizationId);
  const save = useSaveApplications();
  const [changes, setChanges] = useState<Grid>({});

  const shown: TSite[] = useMemo(() => (sites.data ?? []).filter((site) => siteId === null || site.id === siteId), [sites.data, siteId]);
  const current = (site: TSite) => changes[site.id] ?? site.applications;
  const dirty = Object.keys(changes).length > 0;
  const title = oneSite && shown[0] ? t('applications.site_title', { name: shown[0].name }) : t('applications.title');

  const toggle = (site: TSite, application: ApplicationKey, on: boolean) => {
    const next = on ? [...new Set([...current(site), application])] : current(site).filter((key) => key !== application);
    setChanges((before) => ({ ...before, [site.id]: next }));
  };

  const submit = () => {
    const body = { sites: Object.entries(changes).map(([id, applications]) => ({ id: Number(id), applications })) };
    save.mutate(body, {
      onSuccess: () => {
        setChanges({});
        notifications.show({ color: 'green', message: t('applications.saved') });
      },
      onError: (error) =>
        notifications.show({ color: 'red', message: refusalMessage(error) ?? (error instanceof Error ? error.message : String(error)) }),
    });
  };

  return (
    <ListPage
      title={title}
      subtitle={t('applications.subtitle')}
      back={oneSite ? { to: routePath('settings.sites.applications'), label: t('applications.all_sites') } : undefined}
    >
      {sites.isPending ? (
        <Skeleton height={200} />
      ) : shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('applications.empty')}
        </Text>
      ) : (
        <Stack gap="md">
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('applications.site')}</Table.Th>
                  {APPLICATION_KEYS.map((application) => (
                    <Table.Th key={application} ta="center">
                      {t(`applications.names.${application}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((site) => (
                  <Table.Tr key={site.id}>
                    <Table.Td>
                      <Anchor component={Link} to={routePath('settings.site.applications', { id: site.id })}>
                        {site.name}
                      </Anchor>
                    </Table.Td>
                    {APPLICATION_KEYS.map((application) => (
                      <Table.Td key={application}>
                        <Group justify="center">
                          <Switch
                            checked={current(site).includes(application)}
                            onChange={(event) => toggle(site, application, event.currentTarget.checked)}
                            aria-label={t('applications.toggle_label', {
                              application: t(`applications.names.${application}`),
                              site: site.name,
                            })}
                          />
                        </Group>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" disabled={!dirty} onClick={() => setChanges({})}>
              {t('applications.reset')}
            </Button>
            <Button disabled={!dirty} loading={save.isPending} onClick={submit}>
              {t('actions.save', { ns: 'common' })}
            </Button>
          </Group>
        </Stack>
      )}
    </ListPage>
  );
}
