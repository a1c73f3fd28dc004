import type { VisibleMenuItem } from '@freight/contracts';
import { ActionIcon, Menu, NavLink } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Tooltip } from '../../components/Tooltip';
import { activeMenuKey, menuItemPath, useMenuLabel, MenuIcon } from '../../features/navigation';
import classes from './Sidebar.module.css';

interface SidebarMenuProps {
  items: VisibleMenuItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}

const contains = (item: VisibleMenuItem, key: string | null): boolean =>
  key !== null && (item.key === key || item.children.some((child) => contains(child, key)));

/** The entries of the active tab; groups fold open, and the narrow sidebar shows them as menus. */
export function SidebarMenu({ items, collapsed, onNavigate }: SidebarMenuProps) {
  const { pathname } = useLocation();
  const label = useMenuLabel();
  const active = activeMenuKey(items, pathname);
  const [folded, setFolded] = useState<Record<string, boolean>>({});

  return (
    <ul className={classes.menu} data-collapsed={collapsed || undefined}>
      {items.map((item) => {
        const icon = <MenuIcon itemKey={item.key} size={20} stroke={1.7} />;
        const isActive = contains(item, active);

        if (collapsed) {
          return (
            <li key={item.key}>
              {item.children.length > 0 ? (
                <Menu position="right-start" offset={12} shadow="md" width={240} trigger="click-hover" openDelay={80} closeDelay={160}>
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      size={44}
                      className={classes.iconLink}
                      data-active={isActive || undefined}
                      aria-label={label(item)}
                    >
                      {icon}
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Label>{label(item)}</Menu.Label>
                    {item.children.map((child) => (
                      <Menu.Item
                        key={child.key}
                        component={Link}
                        to={menuItemPath(child)}
                        onClick={onNavigate}
                        aria-current={child.key === active ? 'page' : undefined}
                        className={classes.menuItem}
                        data-active={child.key === active || undefined}
                      >
                        {label(child)}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              ) : (
                <Tooltip label={label(item)} position="right" withArrow offset={12}>
                  <ActionIcon
                    component={Link}
                    to={menuItemPath(item)}
                    onClick={onNavigate}
                    variant="subtle"
                    size={44}
                    className={classes.iconLink}
                    data-active={isActive || undefined}
                    aria-label={label(item)}
                    aria-current={isActive ? 'page' : undefined}
                  >
                    {icon}
                  </ActionIcon>
                </Tooltip>
              )}
            </li>
          );
        }

        if (item.children.length > 0) {
          return (
            <li key={item.key}>
              <NavLink
                component="button"
                type="button"
                label={label(item)}
                leftSection={icon}
                rightSection={<IconChevronRight size={16} aria-hidden />}
                opened={folded[item.key] ?? isActive}
                onChange={(opened) => setFolded((state) => ({ ...state, [item.key]: opened }))}
                aria-expanded={folded[item.key] ?? isActive}
                className={classes.link}
                data-group-active={isActive || undefined}
                childrenOffset={0}
              >
                <ul className={classes.submenu}>
                  {item.children.map((child) => (
                    <li key={child.key}>
                      <NavLink
                        component={Link}
                        to={menuItemPath(child)}
                        onClick={onNavigate}
                        label={label(child)}
                        active={child.key === active}
                        aria-current={child.key === active ? 'page' : undefined}
                        className={classes.sublink}
                      />
                    </li>
                  ))}
                </ul>
              </NavLink>
            </li>
          );
        }

        return (
          <li key={item.key}>
            <NavLink
              component={Link}
              to={menuItemPath(item)}
              onClick={onNavigate}
              label={label(item)}
              leftSection={icon}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              className={classes.link}
            />
          </li>
        );
      })}
    </ul>
  );
}
