import { ADMIN_LANDING_ROUTE, isRouteApplicationAvailable, routePath, type MenuMode, type TUser } from '@freight/contracts';
import { ActionIcon, Burger, Indicator, Text, VisuallyHidden } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Drawer } from '../components/Modal/Drawer';
import { menuModeOfPath } from '../features/navigation';
import { useNotificationRefresh, useUnreadNotificationCount, NotificationsDrawer } from '../features/notifications';
import { ExpiredRemindersNotice } from '../features/shipments';
import { isRouteLocked, signInPath } from '../lib/navigation';
import { useCurrentRouteName } from '../lib/route-handle';
import { usePhoneScreen } from '../lib/screen';
import { lastPath, rememberPath, signOut, useSessionUser } from '../lib/session';
import classes from './DefaultLayout.module.css';
import { OrganizationLogo } from './sidebar/OrganizationLogo';
import { Sidebar } from './sidebar/Sidebar';
import { storeMenuMode, useCollapsedSidebar, useStoredMenuMode } from './sidebar/sidebar-state';
import { SignInRequired } from './SignInRequired';

/** The signed-in frame: sidebar on wide screens, a top bar with a drawer on phones (SPEC §2). */
export default function DefaultLayout() {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) return <SignInRequired wanted={location.pathname + location.search} />;
  return (
    <AppFrame user={user}>
      <Outlet />
    </AppFrame>
  );
}

function AppFrame({ user, children }: { user: TUser; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [collapsed, toggleCollapsed] = useCollapsedSidebar();
  // A phone opens the sidebar in its drawer; the fixed one would only be drawn to stay hidden.
  const phone = usePhoneScreen();
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [notificationsOpened, setNotificationsOpened] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const unread = useUnreadNotificationCount();
  useNotificationRefresh();

  const isSuper = user.level === 'super';
  const storedMode = useStoredMenuMode();
  const routeMode = menuModeOfPath(pathname);
  const mode: MenuMode = isSuper ? (routeMode ?? storedMode) : 'client';
  const routeName = useCurrentRouteName();

  // A super user's tab follows the page, and each tab remembers where it was.
  useEffect(() => {
    if (!isSuper || !routeMode) return;
    storeMenuMode(routeMode);
    rememberPath(routeMode, pathname + search);
  }, [isSuper, routeMode, pathname, search]);

  // Leaving the selected sites' applications behind closes the page (SPEC §4).
  useEffect(() => {
    if (!routeName || isRouteLocked(new URLSearchParams(search))) return;
    if (!isRouteApplicationAvailable(routeName, user, user.sitesFilter)) void navigate(routePath('home'), { replace: true });
  }, [routeName, user, search, navigate]);

  const changeMode = (next: MenuMode) => {
    storeMenuMode(next);
    const remembered = lastPath(next);
    const fallback = next === 'admin' ? routePath(ADMIN_LANDING_ROUTE) : routePath('home');
    const target = remembered && menuModeOfPath(remembered.split('?')[0] ?? '') === next ? remembered : fallback;
    void navigate(target);
  };

  const handleSignOut = async () => {
    setSigningOut(true);
    await signOut();
    await navigate(signInPath(), { replace: true });
  };

  const unreadCount = unread.data ?? 0;
  const sidebarProps = {
    user,
    mode,
    onModeChange: changeMode,
    unreadCount,
    onOpenNotifications: () => {
      setDrawerOpened(false);
      setNotificationsOpened(true);
    },
    onSignOut: () => void handleSignOut(),
    signingOut,
  };

  return (
    <div className={classes.frame} data-collapsed={collapsed || undefined}>
      <a href="#main" className={classes.skipLink}>
        {t('skip_to_content')}
      </a>
      {!phone && (
        <aside className={classes.sidebar} aria-label={t('sidebar.label')}>
          <Sidebar {...sidebarProps} collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
        </aside>
      )}

      <header className={classes.mobileBar}>
        <Burger opened={drawerOpened} onClick={() => setDrawerOpened((open) => !open)} size="sm" aria-label={t('sidebar.open')} />
        <div className={classes.mobileBrand}>
          <OrganizationLogo organization={user.organization} size={30} />
          <Text fw={700} size="sm" truncate="end">
            {user.organization.name}
          </Text>
        </div>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          onClick={sidebarProps.onOpenNotifications}
          aria-label={unreadCount > 0 ? t('notifications.open_unread', { count: unreadCount }) : t('notifications.open')}
        >
          <Indicator label={unreadCount > 99 ? '99+' : unreadCount} size={16} disabled={unreadCount === 0} color="red.8" offset={2}>
            <IconBell size={22} stroke={1.7} aria-hidden />
          </Indicator>
        </ActionIcon>
      </header>

      <Drawer
        opened={drawerOpened}
        onClose={() => setDrawerOpened(false)}
        size={300}
        padding={0}
        withCloseButton={false}
        title={<VisuallyHidden>{t('sidebar.label')}</VisuallyHidden>}
        styles={{ header: { display: 'none' }, body: { height: '100%' } }}
        hiddenFrom="sm"
      >
        <Sidebar {...sidebarProps} collapsed={false} onNavigate={() => setDrawerOpened(false)} />
      </Drawer>

      <NotificationsDrawer opened={notificationsOpened} onClose={() => setNotificationsOpened(false)} />

      <main id="main" className={classes.main} tabIndex={-1}>
        <ExpiredRemindersNotice />
        {children}
      </main>
    </div>
  );
}
