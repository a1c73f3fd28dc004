import { formatDate } from '@freight/domain';
import { routePath } from '@freight/contracts';
import { Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLink, IconUnlink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/forms/FormNotice';
import { ApiError } from '../../../lib/api';
import { returnAfterProvider } from '../../../lib/navigation';
import { useLinkAccount, useLinkedAccounts, useUnlinkAccount } from '../api';

const message = (error: unknown) => (error instanceof ApiError ? error.serverMessage : String(error));

/**
 * The user's accounts at the organization's sign-in providers: link one (through the provider's
 * own sign-in, then back here) or unlink one. Shown only when the organization has a provider.
 */
export function LinkedAccounts() {
  const { t } = useTranslation('settings');
  const linked = useLinkedAccounts();
  const link = useLinkAccount();
  const unlink = useUnlinkAccount();
  const [refusal, setRefusal] = useState<string | null>(null);

  if (!linked.data || linked.data.providers.length === 0) return null;
  const { accounts, providers } = linked.data;

  const linkAt = async (providerId: number) => {
    setRefusal(null);
    try {
      const { data } = await link.mutateAsync(providerId);
      returnAfterProvider(routePath('settings.profile'));
      window.location.assign(data.url);
    } catch (error) {
      setRefusal(message(error));
    }
  };

  const unlinkOne = (id: number, providerName: string) => {
    setRefusal(null);
    unlink.mutate(id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('accounts.unlinked', { provider: providerName }) }),
      onError: (error) => setRefusal(message(error)),
    });
  };

  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" component="section" aria-labelledby="linked-accounts-title">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Title order={2} size="h4" mb={4} id="linked-accounts-title">
            {t('accounts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('accounts.description')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <FormNotice messages={[refusal]} />
            {accounts.length === 0 && <Text size="sm">{t('accounts.empty')}</Text>}
            {accounts.map((account) => (
              <Group key={account.id} justify="space-between" wrap="nowrap" role="group" aria-label={account.provider_name}>
                <div>
                  <Text fw={500}>{account.provider_name}</Text>
                  <Text size="sm" c="dimmed">
                    {[
                      account.email,
                      t('accounts.linked_on', { date: formatDate(account.created_at) }),
                      account.last_used_at ? t('accounts.last_used', { date: formatDate(account.last_used_at) }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconUnlink size={18} aria-hidden />}
                  loading={unlink.isPending && unlink.variables === account.id}
                  onClick={() => unlinkOne(account.id, account.provider_name)}
                >
                  {t('accounts.unlink')}
                </Button>
              </Group>
            ))}
            <Group gap="sm">
              {providers.map((provider) => (
                <Button
                  key={provider.id}
                  variant="default"
                  leftSection={<IconLink size={18} aria-hidden />}
                  loading={link.isPending && link.variables === provider.id}
                  onClick={() => void linkAt(provider.id)}
                >
                  {t('accounts.link', { provider: provider.name })}
                </Button>
              ))}
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
    </Card>
  );
}
