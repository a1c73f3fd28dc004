import type { AccessRule } from './access';

/**
 * Named routes of the web app (SPEC §2). The app navigates by name; guards come from here.
 * Later issues add the rest of SPEC §2 to this table.
 */
export const WEB_ROUTES = {
  login: { path: '/login', access: 'public' },
  'password.email': { path: '/password/reset', access: 'public' },
  'password.reset': { path: '/password/reset/:token', access: 'public' },
  'password.welcome': { path: '/password/welcome/:token', access: 'public' },
  'email.verify': { path: '/email/verify/:id', access: 'public' },
  'email.resend': { path: '/email/resend', access: 'public' },
  home: { path: '/home', access: 'signedIn' },
} as const satisfies Record<string, { path: string; access: AccessRule }>;

export type WebRouteName = keyof typeof WEB_ROUTES;

/** Builds a path from a route name and its parameters. */
export function routePath(name: WebRouteName, params: Record<string, string | number> = {}): string {
  return WEB_ROUTES[name].path.replace(/:(\w+)\??/g, (_, key: string) => {
    const value = params[key];
    return value === undefined ? '' : encodeURIComponent(String(value));
  });
}
