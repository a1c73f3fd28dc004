import type { TCreatedPriceCalculationShare, TPriceCalculationShare } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { ActionIcon, Alert, Badge, Button, CopyButton, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy, IconLink, IconShare, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/Tooltip';
import { Modal } from '../../../components/Modal/Modal';
import { refusalMessage } from '../../../lib/api-error';
import { shareUrl, useCalculationShares, useCreateShare, useRevokeShare } from '../api';

const EXPIRY_CHOICES = ['never', '7', '30', '90'] as const;
const STATUS_COLORS: Record<TPriceCalculationShare['status'], string> = { active: 'teal', expired: 'gray', revoked: 'red' };

/**
 * 'Share' on a price result: makes read-only links for people without an account, and revokes them.
 * A link's address is shown once, when it is made; the server keeps only a hash of it.
 */
export function ShareCalculationButton({ calculationId }: { calculationId: string }) {
  const { t } = useTranslation('priceShares');
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} leftSection={<IconShare size={18} aria-hidden />}>
        {t('share.button')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('share.title')} size={600}>
        {opened && <ShareLinks calculationId={calculationId} />}
      </Modal>
    </>
  );
}

function ShareLinks({ calculationId }: { calculationId: string }) {
  const { t } = useTranslation('priceShares');
  const shares = useCalculationShares(calculationId, true);
  const create = useCreateShare(calculationId);
  const revoke = useRevokeShare(calculationId);
  const [expiry, setExpiry] = useState<(typeof EXPIRY_CHOICES)[number]>('30');
  const [created, setCreated] = useState<TCreatedPriceCalculationShare | null>(null);

  const makeLink = () =>
    create.mutate(
      { expires_in_days: expiry === 'never' ? null : Number(expiry) },
      {
        onSuccess: ({ data }) => setCreated(data),
        onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? t('share.failed') }),
      },
    );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('share.intro')}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('share.expiry')}
          data={EXPIRY_CHOICES.map((value) => ({ value, label: t(`share.expiry_${value}`) }))}
          value={expiry}
          onChange={(value) => setExpiry((value as (typeof EXPIRY_CHOICES)[number] | null) ?? '30')}
          allowDeselect={false}
          w={200}
        />
        <Button onClick={makeLink} loading={create.isPending} leftSection={<IconLink size={18} aria-hidden />}>
          {t('share.create')}
        </Button>
      </Group>
      {created && (
        <Alert color="teal" variant="light" title={t('share.created')}>
          <Text size="sm" mb="xs">
            {t('share.copy_now')}
          </Text>
          <Group gap="xs" wrap="nowrap">
            <TextInput
              value={shareUrl(created.token)}
              readOnly
              aria-label={t('share.link')}
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={shareUrl(created.token)}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'filled' : 'light'}
                  color={copied ? 'teal' : undefined}
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                >
                  {copied ? t('share.copied') : t('share.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Alert>
      )}
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {t('share.links')}
        </Text>
        {shares.isPending && <Skeleton height={80} />}
        {shares.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('share.none')}
          </Text>
        )}
        {shares.data && shares.data.length > 0 && (
          <Table verticalSpacing={6} fz="sm" aria-label={t('share.links')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('share.columns.created')}</Table.Th>
                <Table.Th>{t('share.columns.expires')}</Table.Th>
                <Table.Th>{t('share.columns.status')}</Table.Th>
                <Table.Th aria-label={t('columns.actions', { ns: 'common' })} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shares.data.map((share) => (
                <Table.Tr key={share.id} data-testid="share-link">
                  <Table.Td>
                    {formatDate(share.created_at)}
                    {share.created_by_name ? (
                      <Text size="xs" c="dimmed">
                        {share.created_by_name}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{share.expires_at ? formatDate(share.expires_at) : t('share.expiry_never')}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={STATUS_COLORS[share.status]} radius="sm">
                      {t(`share.status.${share.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {share.status === 'active' && share.can_revoke && (
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <RevokeButton
                          share={share}
                          revoke={revoke}
                          onRevoked={() => {
                            if (created?.id === share.id) setCreated(null);
                          }}
                        />
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}

function RevokeButton({
  share,
  revoke,
  onRevoked,
}: {
  share: TPriceCalculationShare;
  revoke: ReturnType<typeof useRevokeShare>;
  onRevoked: () => void;
}) {
  const { t } = useTranslation('priceShares');
  return (
    <Tooltip label={t('share.revoke')} withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        loading={revoke.isPending && revoke.variables === share.id}
        aria-label={t('share.revoke')}
        onClick={() =>
          revoke.mutate(share.id, {
            onSuccess: () => {
              onRevoked();
              notifications.show({ color: 'green', message: t('share.revoked') });
            },
            onError: (error) => notifications.show({ color: 'red', message: refusalMessage(error) ?? t('share.failed') }),
          })
        }
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
