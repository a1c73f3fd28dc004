import type { TUser } from '@freight/contracts';
import {
  ActionIcon,
  Badge,
  Checkbox,
  Group,
  Loader,
  Popover,
  Radio,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBuildingWarehouse, IconSearch, IconSelector } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../components/Tooltip';
import { usePickableSites, useUpdateSitesFilter, type PickableSiteGroup } from './api';
import classes from './SitePicker.module.css';

/** With more sites than this the list gets a search field. */
const SEARCH_FROM = 8;

type Pending = 'adding' | 'removing' | null;

const sameSites = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id) => b.includes(id));

interface SitePickerProps {
  user: TUser;
  /** In the narrow sidebar only an icon shows; the list opens beside it. */
  collapsed: boolean;
}

/**
 * 'Act as …' (SPEC §2): a super user acts as one site, anyone else as one or more of theirs.
 * A change shows as pending until the server confirms it.
 */
export function SitePicker({ user, collapsed }: SitePickerProps) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const [desired, setDesired] = useState<number[] | null>(null);
  const inFlight = useRef(0);
  const groups = usePickableSites(user, opened);
  const update = useUpdateSitesFilter();
  const single = user.level === 'super';

  const confirmed = user.sitesFilter;
  const current = desired ?? confirmed;
  const names = new Map<number, string>(user.sites.map((site) => [site.id, site.name]));
  for (const group of groups.data ?? []) for (const site of group.sites) names.set(site.id, site.name);
  const confirmedNames = confirmed.map((id) => names.get(id) ?? `#${id}`);
  const firstName = confirmedNames[0] ?? t('site_picker.none');
  const more = Math.max(0, confirmedNames.length - 1);
  const summary = more > 0 ? t('site_picker.summary', { first: firstName, count: more }) : firstName;
  const saving = desired !== null;

  const pendingOf = (id: number): Pending => {
    if (!saving) return null;
    if (current.includes(id) && !confirmed.includes(id)) return 'adding';
    if (!current.includes(id) && confirmed.includes(id)) return 'removing';
    return null;
  };

  const choose = (id: number) => {
    const next = single ? [id] : current.includes(id) ? current.filter((other) => other !== id) : [...current, id];
    // At least one site stays selected (SPEC §2).
    if (next.length === 0 || sameSites(next, current)) return;
    setDesired(next);
    inFlight.current += 1;
    update
      .mutateAsync(next)
      .catch((error: unknown) => {
        notifications.show({
          color: 'red',
          title: t('site_picker.failed'),
          message: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        inFlight.current -= 1;
        if (inFlight.current === 0) setDesired(null);
      });
  };

  const trigger = collapsed ? (
    <Tooltip label={`${t('site_picker.label')}: ${summary}`} position="right" withArrow disabled={opened}>
      <ActionIcon
        variant="light"
        size={42}
        radius="md"
        aria-label={`${t('site_picker.label')}: ${summary}`}
        onClick={() => setOpened((open) => !open)}
      >
        {saving ? <Loader size={16} /> : <IconBuildingWarehouse size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  ) : (
    <UnstyledButton
      className={classes.trigger}
      onClick={() => setOpened((open) => !open)}
      title={confirmedNames.join(', ')}
      aria-label={`${t('site_picker.label')}: ${confirmedNames.join(', ') || firstName}`}
      data-testid="site-picker"
    >
      <IconBuildingWarehouse size={20} className={classes.triggerIcon} aria-hidden />
      <span className={classes.triggerText}>
        <Text component="span" size="xs" fw={600} c="dimmed" tt="uppercase" lts={0.4} display="block">
          {t('site_picker.label')}
        </Text>
        <span className={classes.triggerNames}>
          <Text component="span" size="sm" fw={600} truncate="end">
            {firstName}
          </Text>
          {more > 0 && (
            <Badge component="span" size="sm" variant="light" radius="sm" className={classes.more}>
              +{more}
            </Badge>
          )}
        </span>
      </span>
      {saving ? <Loader size={14} /> : <IconSelector size={16} className={classes.triggerIcon} aria-hidden />}
    </UnstyledButton>
  );

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        onClose={() => setSearch('')}
        width={320}
        position={collapsed ? 'right-start' : 'bottom-start'}
        shadow="lg"
        radius="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>{trigger}</Popover.Target>
        <Popover.Dropdown p={0} aria-label={t('site_picker.label')}>
          <div className={classes.header}>
            <Text fw={650} size="sm">
              {t('site_picker.title')}
            </Text>
            <Text size="xs" c="dimmed">
              {single ? t('site_picker.hint_single') : t('site_picker.hint_multiple')}
            </Text>
          </div>
          {(groups.data?.reduce((total, group) => total + group.sites.length, 0) ?? 0) > SEARCH_FROM && (
            <TextInput
              mx="sm"
              mb="xs"
              size="xs"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              placeholder={t('site_picker.search')}
              aria-label={t('site_picker.search')}
              leftSection={<IconSearch size={14} aria-hidden />}
              data-autofocus
            />
          )}
          <ScrollArea.Autosize mah={360} type="auto">
            <div className={classes.list}>
              {groups.isPending && (
                <Stack gap="xs" p="sm" aria-busy="true">
                  <Skeleton height={14} width="50%" />
                  <Skeleton height={22} />
                  <Skeleton height={22} />
                </Stack>
              )}
              {groups.isError && (
                <Text size="sm" c="red.9" p="sm" role="alert">
                  {t('site_picker.load_failed')}
                </Text>
              )}
              {groups.data && (
                <SiteGroups
                  groups={groups.data}
                  search={search}
                  single={single}
                  current={current}
                  pendingOf={pendingOf}
                  onChoose={choose}
                />
              )}
            </div>
          </ScrollArea.Autosize>
        </Popover.Dropdown>
      </Popover>
      <VisuallyHidden role="status" aria-live="polite">
        {saving ? t('site_picker.saving') : ''}
      </VisuallyHidden>
    </>
  );
}

interface SiteGroupsProps {
  groups: PickableSiteGroup[];
  search: string;
  single: boolean;
  current: number[];
  pendingOf: (id: number) => Pending;
  onChoose: (id: number) => void;
}

function SiteGroups({ groups, search, single, current, pendingOf, onChoose }: SiteGroupsProps) {
  const { t } = useTranslation('shell');
  const needle = search.trim().toLowerCase();
  const shown = groups
    .map((group) => ({
      ...group,
      sites: needle ? group.sites.filter((site) => `${site.name} ${group.name}`.toLowerCase().includes(needle)) : group.sites,
    }))
    .filter((group) => group.sites.length > 0);

  if (shown.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {needle ? t('site_picker.no_match') : t('site_picker.empty')}
      </Text>
    );
  }

  const withHeadings = groups.length > 1;
  return shown.map((group) => (
    <div key={group.id} role="group" aria-label={group.name} className={classes.group}>
      {withHeadings && (
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4} className={classes.groupName} aria-hidden>
          {group.name}
        </Text>
      )}
      {group.sites.map((site) => {
        const pending = pendingOf(site.id);
        const checked = current.includes(site.id);
        const lastOne = !single && checked && current.length === 1;
        return (
          <Group key={site.id} className={classes.row} data-pending={pending ?? undefined} justify="space-between" wrap="nowrap" gap="xs">
            {single ? (
              <Radio
                name="act-as-site"
                value={String(site.id)}
                checked={checked}
                onChange={() => onChoose(site.id)}
                label={site.name}
                className={classes.choice}
              />
            ) : (
              <Checkbox
                checked={checked}
                onChange={() => onChoose(site.id)}
                label={site.name}
                disabled={lastOne}
                title={lastOne ? t('site_picker.last_one') : undefined}
                className={classes.choice}
              />
            )}
            {pending && (
              <Badge
                size="sm"
                variant="light"
                color={pending === 'adding' ? 'brand' : 'orange'}
                leftSection={<Loader size={8} color="currentColor" />}
                className={classes.pending}
              >
                {t(`site_picker.${pending}`)}
              </Badge>
            )}
          </Group>
        );
      })}
    </div>
  ));
}
