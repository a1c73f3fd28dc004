const NUMERIC = /^\d+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The page a request comes from, with record ids masked so that the server's logs group
 * by screen: `/transport/shipments/3f2c…` becomes `/transport/shipments/uuid` (SPEC §7).
 */
export function pageName(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (NUMERIC.test(segment) ? 'id' : UUID.test(segment) ? 'uuid' : segment))
    .join('/');
}
