/**
 * Who may do what (SPEC §6). One table read by the server's route guards and by the web's
 * route guards and menus, so the two sides cannot drift.
 */
export const USER_LEVELS = ['super', 'organization-admin', 'site-admin', 'user'] as const;
export type UserLevel = (typeof USER_LEVELS)[number];

export const GOD_USERS_ROLE = 'GOD USERS';
export const ORGANIZATION_ADMIN_ROLE = 'Organization Admin';
/** Roles that make a user an administrator (SPEC §6). */
export const ADMIN_ROLE_NAMES = [GOD_USERS_ROLE, ORGANIZATION_ADMIN_ROLE] as const;

export const ACCESS_RULES = ['public', 'shared', 'signedIn', 'siteAdmin', 'organizationAdmin', 'godUser', 'integration'] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

export interface AccessSubject {
  level: UserLevel;
  is_god_user: boolean;
}

const LEVELS_BY_RULE: Record<'siteAdmin' | 'organizationAdmin', readonly UserLevel[]> = {
  siteAdmin: ['super', 'organization-admin', 'site-admin'],
  organizationAdmin: ['super', 'organization-admin'],
};

/** Whether a subject (or nobody, when signed out) passes an access rule. */
export function isAllowed(rule: AccessRule, subject: AccessSubject | null): boolean {
  switch (rule) {
    case 'public':
    case 'shared':
      return true;
    case 'signedIn':
      return subject !== null;
    case 'siteAdmin':
    case 'organizationAdmin':
      return subject !== null && LEVELS_BY_RULE[rule].includes(subject.level);
    case 'godUser':
      return subject !== null && subject.is_god_user;
    case 'integration':
      // Carriers and integrators call with an organization's API key, never as a user.
      return false;
  }
}

/** Applications a site can have enabled; menus and routes follow them (SPEC §6). */
export const APPLICATION_KEYS = [
  'priceleadtime',
  'transport_booking',
  'invoice_details',
  'emissions',
  'custom_reports',
  'customs',
  'purchase',
] as const;
export type ApplicationKey = (typeof APPLICATION_KEYS)[number];

/**
 * The permission tree: every key a menu item or an API route can require. A role holds a set
 * of keys; holding a parent does not imply its children, so each is granted on purpose.
 */
export interface PermissionNode {
  key: string;
  children?: PermissionNode[];
}

export const PERMISSION_TREE: PermissionNode[] = [
  { key: 'dashboard' },
  {
    key: 'transport',
    children: [
      { key: 'transport.quote_booking' },
      { key: 'transport.booking' },
      { key: 'transport.priceleadtime' },
      { key: 'transport.bookings' },
      {
        key: 'transport.shipments',
        children: [{ key: 'transport.shipments.export' }, { key: 'transport.shipments.freight_invoices' }],
      },
      { key: 'transport.emissions' },
    ],
  },
  { key: 'analytics' },
  { key: 'reports' },
  { key: 'customs' },
  { key: 'purchase' },
  { key: 'notifications', children: [{ key: 'notifications.canned_responses' }] },
  { key: 'faq' },
  {
    key: 'settings',
    children: [
      { key: 'settings.sites' },
      { key: 'settings.organization' },
      { key: 'settings.applications' },
      { key: 'settings.users' },
      { key: 'settings.invoice_actions' },
    ],
  },
  {
    key: 'admin',
    children: [
      { key: 'admin.organizations' },
      { key: 'admin.sites' },
      { key: 'admin.users' },
      { key: 'admin.shipments' },
      { key: 'admin.carriers' },
      { key: 'admin.dictionaries' },
      { key: 'admin.dashboard' },
      { key: 'admin.notifications' },
      { key: 'admin.booking_agreements' },
      { key: 'admin.roles' },
      { key: 'admin.translations' },
      { key: 'admin.sftp_accounts' },
      { key: 'admin.agents' },
    ],
  },
];

export function flattenPermissionKeys(nodes: PermissionNode[] = PERMISSION_TREE): string[] {
  return nodes.flatMap((node) => [node.key, ...flattenPermissionKeys(node.children ?? [])]);
}
