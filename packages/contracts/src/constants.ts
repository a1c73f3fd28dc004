/** Dates of bookings and agreements are Swedish days: the portal's carriers book on Swedish clocks. */
export const PORTAL_TIME_ZONE = 'Europe/Stockholm';

/** Business constants of SPEC §9 that both sides read. */
export const TABLE_PAGE_SIZE_DEFAULT = 50;
export const TABLE_PAGE_SIZE_OPTIONS = [10, 50, 100, 200, 500] as const;
export const LIST_PAGE_SIZE_MAX = 1000;
export const TABLE_PAGE_LINK_WINDOW = 7;
export const TABLE_SEARCH_DEBOUNCE_MS = 150;
export const TABLE_SKELETON_ROWS_MAX = 50;
export const TABLE_LAYOUT_VERSION = 'v4';
export const TABLE_PINNED_COLUMNS_MAX = 3;

export const NOTIFICATION_LIST_SIZE = 100;
export const NOTIFICATION_REFRESH_MS = 60_000;
export const REMINDER_CHECK_WINDOW_DAYS = 30;
export const TICK_MS = 60_000;
export const ROUTE_CHUNK_TIMEOUT_MS = 120_000;

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
/** The browser's session token: HttpOnly, set and cleared by the server only. */
export const TOKEN_COOKIE = 'token';
/** Readable by the web app, which echoes it in HEADER_CSRF on every write of a cookie session. */
export const CSRF_COOKIE = 'csrf_token';

export const DEFAULT_CURRENCY = 'SEK';
export const DEFAULT_BRAND_COLOR = '#2E457C';
/** The last organization's brand colour, so even the sign-in page wears it (SPEC §9). */
export const BRAND_COLOR_COOKIE = 'brand_color';
/** The zone of the device's clock, noted by the web app for the pages the server draws. */
export const TIME_ZONE_COOKIE = 'time_zone';

/** Chart blocks (SPEC §9): the kinds they draw and their height when none is given, in pixels. */
export const CHART_KINDS = ['line', 'filled-line', 'rounded-bar', 'bar', 'stacked-bar', 'horizontal-bar', 'pie', 'doughnut'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];
export const CHART_DEFAULT_HEIGHT = 150;
export const MIN_PICKUP_WINDOW_MINUTES = 15;

/** Carrier names matching these are never offered as choices (SPEC §3 Carrier). */
export const EXCLUDED_CARRIER_NAME_MARKER = '{product}';
export const EXCLUDED_CARRIER_NAMES = ['egen transportör'] as const;

export const KNOWN_CARRIERS = [
  'Agility',
  'Schenker',
  'DHL Freight',
  'DHL Express',
  'GEODIS',
  'Dachser',
  'TNT',
  'DSV Road',
  'PostNord',
  'DANX',
  'Bring Parcels',
  'Gnosjö Trafik',
  'NTG East',
  'DHL Global Forwarding',
  'JumboTransport',
  'Greencarrier',
  'MTS Malmö Transport & Spedition',
  'UPS',
  'Alwex Transport',
  'Norman Global Logistics',
  'LIN Logistik',
  'Vortex Worldwide Logistics',
  'ScanAm Global Logistics',
  'NTG Air & Ocean',
  'Finnvedens Expresstransport',
  'Yusen Logistics',
  'Jetpak',
  'NTG Continent',
  'Björkmans Transport',
  'NTG Domestics',
  'Flexilast',
  'ÅK-Budet i Markaryd',
  'NTEX',
  'MX Transport',
] as const;

export const TRANSPORT_MODES = ['RAIL', 'COURIER', 'AIR', 'ROAD', 'EXPRESS', 'SEA', 'OCEAN', 'MULTIMODAL'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** Request headers of SPEC §7 beyond Authorization and Accept-Language. */
export const HEADER_SITE_IDS = 'x-site-ids';
export const HEADER_SESSION_ID = 'x-session-id';
export const HEADER_PAGE_NAME = 'x-page-name';
export const HEADER_REQUEST_ID = 'x-request-id';
export const HEADER_CSRF = 'x-csrf-token';
