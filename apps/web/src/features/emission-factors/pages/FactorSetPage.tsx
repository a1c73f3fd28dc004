import { routePath, type TEmissionFactor, type TEmissionFactorSetDetail } from '@freight/contracts';
import { formatDate } from '@freight/domain';
import { ActionIcon, Alert, Badge, Button, FileButton, Group, Menu, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconArchive,
  IconCopy,
  IconDots,
  IconDownload,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconStar,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { downloadBlob } from '../../../components/DataTable/http';
import { RecordCard, RecordPage } from '../../../layouts/RecordPage';
import { ApiError, refusalMessage } from '../../../lib/api-error';
import {
  exportFactors,
  useDeleteFactor,
  useFactorSet,
  useImportFactors,
  useMakeDefault,
  useRetireFactorSet,
  useUnmapFactorSet,
  type SetScope,
} from '../api';
import { FactorDialog } from '../components/FactorDialog';
import { FactorSetDialog } from '../components/FactorSetDialog';
import { MappingDialog } from '../components/MappingDialog';
import { SetBadges } from '../components/SetBadges';
import { VersionDialog } from '../components/VersionDialog';

const LIST_ROUTE = { platform: 'admin.emission_factors', organization: 'settings.emission_factors' } as const;
const SET_ROUTE = { platform: 'admin.emission_factor_set', organization: 'settings.emission_factor_set' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** One factor set: what it is and where its figures come from, its figures, and for an organization's set the carriers it is mapped to. */
export function FactorSetPage({ scope }: { scope: SetScope }) {
  const { t } = useTranslation('emissionFactors');
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const query = useFactorSet(scope, id);
  const set = query.data;
  const missing = query.error instanceof ApiError && query.error.status === 404 ? t('set.missing') : null;
  const [dialog, setDialog] = useState<
    { kind: 'set' } | { kind: 'version' } | { kind: 'factor'; factor: TEmissionFactor | null } | { kind: 'mapping' } | null
  >(null);
  const makeDefault = useMakeDefault(scope);
  const retire = useRetireFactorSet(scope);
  const removeFactor = useDeleteFactor(scope, id);
  const importFactors = useImportFactors(scope, id);
  const unmap = useUnmapFactorSet(id);

  const refused = (error: unknown) => {
    const fields =
      error instanceof ApiError ? Object.entries(error.fieldErrors).map(([field, messages]) => `${field}: ${messages[0]}`) : [];
    notifications.show({
      color: 'red',
      autoClose: false,
      message: [...fields.slice(0, 5), refusalMessage(error)].filter(Boolean).join('\n'),
    });
  };
  const done = (message: string) => ({ onSuccess: () => notifications.show({ color: 'green', message }), onError: refused });
  const download = async () => {
    try {
      downloadBlob(await exportFactors(scope, id), `${set!.name} ${set!.version}.xlsx`);
    } catch (error) {
      refused(error);
    }
  };
  const changeable = set !== undefined && set.retired_at === null;

  return (
    <RecordPage
      title={set ? `${set.name} · ${set.version}` : t('set.title')}
      back={{ to: routePath(LIST_ROUTE[scope]), label: t(`title.${scope}`) }}
      loading={query.isPending}
      missing={missing}
      actions={
        set && (
          <>
            <Button variant="default" leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download()}>
              {t('actions.export')}
            </Button>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" rightSection={<IconDots size={18} aria-hidden />}>
                  {t('actions.more')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconPencil size={16} aria-hidden />}
                  disabled={!changeable}
                  onClick={() => setDialog({ kind: 'set' })}
                >
                  {t('actions.edit_set')}
                </Menu.Item>
                <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => setDialog({ kind: 'version' })}>
                  {t('actions.new_version')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconStar size={16} aria-hidden />}
                  disabled={!changeable || set.is_default}
                  onClick={() => makeDefault.mutate(id, done(t('set.made_default')))}
                >
                  {t('actions.make_default')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconArchive size={16} aria-hidden />}
                  color="red"
                  disabled={!changeable}
                  onClick={() => retire.mutate(id, done(t('set.retired')))}
                >
                  {t('actions.retire')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </>
        )
      }
    >
      {set && (
        <Stack gap="lg">
          {set.pending_recalculations > 0 && (
            <Alert color="blue" icon={<IconRefresh size={18} aria-hidden />} data-testid="pending-recalculations">
              {t('set.pending', { count: set.pending_recalculations })}
            </Alert>
          )}
          <RecordCard component="section" aria-label={t('set.about')}>
            <Stack gap="md">
              <Group gap="xs">
                <Badge variant="light" color="gray" radius="sm">
                  {t(`quality.${set.data_quality}`)}
                </Badge>
                <SetBadges set={set} />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                <Fact label={t('fields.source')}>{set.source}</Fact>
                <Fact label={t('fields.licence')}>{set.licence}</Fact>
                <Fact label={t('set.validity')}>
                  {set.valid_to
                    ? `${formatDate(set.valid_from)} – ${formatDate(set.valid_to)}`
                    : t('set.valid_since', { date: formatDate(set.valid_from) })}
                </Fact>
              </SimpleGrid>
              <Fact label={t('fields.citation')}>{set.citation}</Fact>
            </Stack>
          </RecordCard>
          <FactorsSection
            set={set}
            changeable={changeable}
            onAdd={() => setDialog({ kind: 'factor', factor: null })}
            onEdit={(factor) => setDialog({ kind: 'factor', factor })}
            onDelete={(factor) => removeFactor.mutate(factor.id, done(t('factors.deleted')))}
            onImport={(file) => file && importFactors.mutate(file, done(t('factors.imported')))}
            importing={importFactors.isPending}
          />
          {scope === 'organization' && (
            <RecordCard component="section" aria-label={t('mappings.title')}>
              <Stack gap="sm">
                <Group justify="space-between">
                  <Title order={2} fz="lg">
                    {t('mappings.title')}
                  </Title>
                  <Button
                    variant="light"
                    leftSection={<IconPlus size={18} aria-hidden />}
                    disabled={!changeable}
                    onClick={() => setDialog({ kind: 'mapping' })}
                  >
                    {t('mappings.add')}
                  </Button>
                </Group>
                <Text size="sm" c="dimmed">
                  {t('mappings.hint')}
                </Text>
                {set.mappings.length === 0 ? (
                  <Text size="sm">{t('mappings.empty')}</Text>
                ) : (
                  <Table aria-label={t('mappings.title')}>
                    <Table.Tbody>
                      {set.mappings.map((mapping) => (
                        <Table.Tr key={mapping.id}>
                          <Table.Td>{mapping.carrier_name}</Table.Td>
                          <Table.Td>{mapping.carrier_service_name ?? t('mappings.whole_carrier')}</Table.Td>
                          <Table.Td ta="right">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={t('mappings.remove_label', { carrier: mapping.carrier_name })}
                              onClick={() => unmap.mutate(mapping.id, done(t('mappings.removed')))}
                            >
                              <IconTrash size={18} aria-hidden />
                            </ActionIcon>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
              </Stack>
            </RecordCard>
          )}
        </Stack>
      )}
      {set && dialog?.kind === 'set' && <FactorSetDialog scope={scope} set={set} onClose={() => setDialog(null)} />}
      {set && dialog?.kind === 'version' && (
        <VersionDialog
          scope={scope}
          set={set}
          onClose={() => setDialog(null)}
          onCopied={(copy) => void navigate(routePath(SET_ROUTE[scope], { id: copy.id }))}
        />
      )}
      {dialog?.kind === 'factor' && <FactorDialog scope={scope} setId={id} factor={dialog.factor} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'mapping' && <MappingDialog setId={id} onClose={() => setDialog(null)} />}
    </RecordPage>
  );
}

interface FactorsSectionProps {
  set: TEmissionFactorSetDetail;
  changeable: boolean;
  onAdd: () => void;
  onEdit: (factor: TEmissionFactor) => void;
  onDelete: (factor: TEmissionFactor) => void;
  onImport: (file: File | null) => void;
  importing: boolean;
}

/** The set's figures, WTW and TTW, each with what it is for. */
function FactorsSection({ set, changeable, onAdd, onEdit, onDelete, onImport, importing }: FactorsSectionProps) {
  const { t } = useTranslation('emissionFactors');
  const what = (factor: TEmissionFactor) =>
    [
      factor.mode && t(`mode.${factor.mode}`),
      factor.hub_type && t(`hub.${factor.hub_type}`),
      factor.vehicle_class,
      factor.fuel,
      factor.region,
      factor.distance_basis && t(`basis.${factor.distance_basis}`),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <RecordCard component="section" aria-label={t('factors.title')}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('factors.title')}
          </Title>
          <Group gap="xs">
            <FileButton onChange={onImport} accept=".xlsx,.csv">
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={18} aria-hidden />}
                  disabled={!changeable}
                  loading={importing}
                >
                  {t('actions.import')}
                </Button>
              )}
            </FileButton>
            <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} disabled={!changeable} onClick={onAdd}>
              {t('factors.add')}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {t('factors.import_hint')}
        </Text>
        {set.factors.length === 0 ? (
          <Text size="sm">{t('factors.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" aria-label={t('factors.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.label')}</Table.Th>
                  <Table.Th>{t('factors.applies_to')}</Table.Th>
                  <Table.Th ta="right">{t('fields.wtw')}</Table.Th>
                  <Table.Th ta="right">{t('fields.ttw')}</Table.Th>
                  <Table.Th>{t('fields.unit')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {set.factors.map((factor) => (
                  <Table.Tr key={factor.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {factor.label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t(`kind.${factor.kind}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{what(factor)}</Table.Td>
                    <Table.Td ta="right">{factor.wtw}</Table.Td>
                    <Table.Td ta="right">{factor.ttw}</Table.Td>
                    <Table.Td>{t(`unit.${factor.unit}`)}</Table.Td>
                    <Table.Td ta="right">
                      {changeable && (
                        <Group gap={4} wrap="nowrap" justify="flex-end">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('factors.edit_label', { label: factor.label })}
                            onClick={() => onEdit(factor)}
                          >
                            <IconPencil size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('factors.delete_label', { label: factor.label })}
                            onClick={() => onDelete(factor)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </RecordCard>
  );
}
