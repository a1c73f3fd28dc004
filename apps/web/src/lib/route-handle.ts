import type { WebRouteName } from '@freight/contracts';
import { useMatches } from 'react-router';

/** Each page route carries its name from the route table in its handle. */
interface RouteHandle {
  route: WebRouteName;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'route' in handle;
}

/** The name of the page on screen, or undefined outside the route table (the 404 page). */
export function useCurrentRouteName(): WebRouteName | undefined {
  return useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1)?.route;
}
