import { routePath, type MenuMode, type TUser } from '@freight/contracts';
import { ActionIcon, Indicator, ScrollArea, SegmentedControl, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBell, IconChevronLeft, IconChevronRight, IconLogout, IconSettingsCog, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Tooltip } from '../../components/Tooltip';
import { useVisibleMenu } from '../../features/navigation';
import { UserAvatar } from '../../features/settings';
import { SitePicker } from '../../features/site-picker';
import { OrganizationLogo } from './OrganizationLogo';
import classes from './Sidebar.module.css';
import { SidebarMenu } from './SidebarMenu';

export interface SidebarProps {
  user: TUser;
  mode: MenuMode;
  onModeChange: (mode: MenuMode) => void;
  collapsed: boolean;
  /** Absent in the mobile drawer, which is never narrow. */
  onToggleCollapsed?: () => void;
  unreadCount: number;
  onOpenNotifications: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  /** Called when a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
}

/** The default layout's sidebar (SPEC §2). */
export function Sidebar(props: SidebarProps) {
  const { user, mode, onModeChange, collapsed, onToggleCollapsed, onNavigate } = props;
  const { t } = useTranslation('shell');
  const items = useVisibleMenu(user, mode);

  return (
    <div className={classes.root} data-collapsed={collapsed || undefined}>
      {onToggleCollapsed && (
        <Tooltip label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')} position="right" withArrow>
          <ActionIcon
            variant="default"
            radius="xl"
            size={26}
            className={classes.collapseToggle}
            onClick={onToggleCollapsed}
            aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
            aria-expanded={!collapsed}
          >
            {collapsed ? <IconChevronRight size={14} aria-hidden /> : <IconChevronLeft size={14} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      )}

      <div className={classes.brand}>
        <OrganizationLogo organization={user.organization} size={collapsed ? 40 : 36} />
        {!collapsed && (
          <>
            <div className={classes.brandText}>
              <Text fw={700} size="sm" lh={1.25} truncate="end">
                {user.organization.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.25} truncate="end">
                {t('app.name', { ns: 'common' })}
              </Text>
            </div>
            <NotificationsButton {...props} />
          </>
        )}
      </div>

      {user.level === 'super' && (
        <div className={classes.section}>
          <SegmentedControl
            fullWidth
            size="xs"
            radius="md"
            orientation={collapsed ? 'vertical' : 'horizontal'}
            value={mode}
            onChange={(value) => onModeChange(value as MenuMode)}
            aria-label={t('mode.label')}
            data={[
              {
                value: 'client',
                label: <ModeLabel collapsed={collapsed} icon={<IconUser size={16} aria-hidden />} text={t('mode.client')} />,
              },
              {
                value: 'admin',
                label: <ModeLabel collapsed={collapsed} icon={<IconSettingsCog size={16} aria-hidden />} text={t('mode.admin')} />,
              },
            ]}
          />
        </div>
      )}

      <div className={classes.section}>
        <SitePicker user={user} collapsed={collapsed} />
      </div>

      <ScrollArea className={classes.navScroll} type="hover" scrollbarSize={6}>
        <nav aria-label={mode === 'admin' ? t('nav.admin') : t('nav.client')} className={classes.nav}>
          <SidebarMenu items={items} collapsed={collapsed} onNavigate={onNavigate} />
        </nav>
      </ScrollArea>

      <Footer {...props} />
    </div>
  );
}

function ModeLabel({ collapsed, icon, text }: { collapsed: boolean; icon: ReactNode; text: string }) {
  if (!collapsed) return text;
  return (
    <Tooltip label={text} position="right" withArrow>
      <span className={classes.modeIcon}>
        {icon}
        <VisuallyHidden>{text}</VisuallyHidden>
      </span>
    </Tooltip>
  );
}

/** The bell of the notifications panel, with the number of unread ones. */
function NotificationsButton({ collapsed, unreadCount, onOpenNotifications }: SidebarProps) {
  const { t } = useTranslation('shell');
  const label = unreadCount > 0 ? t('notifications.open_unread', { count: unreadCount }) : t('notifications.open');
  return (
    <Tooltip label={label} position={collapsed ? 'right' : 'bottom'} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={collapsed ? 44 : 38}
        className={classes.iconLink}
        onClick={onOpenNotifications}
        aria-label={label}
        data-testid="notifications-button"
      >
        <Indicator label={unreadCount > 99 ? '99+' : unreadCount} size={16} disabled={unreadCount === 0} color="red.8" offset={3}>
          <IconBell size={21} stroke={1.7} aria-hidden />
        </Indicator>
      </ActionIcon>
    </Tooltip>
  );
}

function Footer(props: SidebarProps) {
  const { user, collapsed, onSignOut, signingOut, onNavigate } = props;
  const { t } = useTranslation('shell');

  const signOutButton = (
    <Tooltip label={t('logout')} position={collapsed ? 'right' : 'top'} withArrow>
      <ActionIcon
        variant="subtle"
        color="gray"
        size={collapsed ? 44 : 38}
        className={classes.iconLink}
        onClick={onSignOut}
        loading={signingOut}
        aria-label={t('logout')}
      >
        <IconLogout size={20} stroke={1.7} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );

  return (
    <div className={classes.footer}>
      {collapsed && <NotificationsButton {...props} />}
      <Tooltip label={user.name} position="right" withArrow disabled={!collapsed}>
        <UnstyledButton
          component={Link}
          to={routePath('settings.profile')}
          onClick={onNavigate}
          className={classes.profile}
          aria-label={t('profile.link', { name: user.name })}
          data-testid="profile-link"
        >
          <UserAvatar user={user} size={36} />
          {!collapsed && (
            <span className={classes.profileText}>
              <Text component="span" size="sm" fw={600} truncate="end" display="block">
                {user.name}
              </Text>
              <Text component="span" size="xs" c="dimmed" truncate="end" display="block">
                {user.email}
              </Text>
            </span>
          )}
        </UnstyledButton>
      </Tooltip>
      {signOutButton}
    </div>
  );
}
