import { routePath } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { Anchor, Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../layouts/ListPage';
import { useFactorSets, type SetScope } from '../api';
import { FactorSetDialog } from '../components/FactorSetDialog';
import { SetBadges } from '../components/SetBadges';

const SET_ROUTE = { platform: 'admin.emission_factor_set', organization: 'settings.emission_factor_set' } as const;

/** The sets a god user (the platform's) or an organization admin (the organization's own) manages. */
export function FactorSetsPage({ scope }: { scope: SetScope }) {
  const { t } = useTranslation('emissionFactors');
  const sets = useFactorSets(scope);
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const linkTo = (id: number) => routePath(SET_ROUTE[scope], { id });

  return (
    <>
      <ListPage
        title={t(`title.${scope}`)}
        subtitle={t(`subtitle.${scope}`)}
        actions={
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
            {t('actions.add_set')}
          </Button>
        }
      >
        {sets.isPending ? (
          <Skeleton height={200} />
        ) : (sets.data ?? []).length === 0 ? (
          <Text c="dimmed">{t(`list.empty.${scope}`)}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-label={t(`title.${scope}`)}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  <Table.Th>{t('fields.version')}</Table.Th>
                  <Table.Th>{t('fields.data_quality')}</Table.Th>
                  <Table.Th>{t('fields.valid_from')}</Table.Th>
                  <Table.Th ta="right">{t('list.factors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {sets.data!.map((set) => (
                  <Table.Tr key={set.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Anchor component={Link} to={linkTo(set.id)} fw={600} size="sm">
                          {set.name}
                        </Anchor>
                        <SetBadges set={set} />
                      </Group>
                    </Table.Td>
                    <Table.Td>{set.version}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color="gray" radius="sm">
                        {t(`quality.${set.data_quality}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(set.valid_from)}</Table.Td>
                    <Table.Td ta="right">{set.factor_count}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListPage>
      {adding && (
        <FactorSetDialog scope={scope} set={null} onClose={() => setAdding(false)} onSaved={(set) => void navigate(linkTo(set.id))} />
      )}
    </>
  );
}
