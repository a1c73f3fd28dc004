import { type FlowKind, routePath } from '@freight/contracts';

/** The form a template opens in. */
export function templateFormPath(kind: FlowKind, id: number): string {
  const form = kind === 'quote' ? routePath('transport.price_leadtime.form') : routePath('transport.booking.form');
  return `${form}?${new URLSearchParams({ template: String(id) }).toString()}`;
}

/** The page that shows and changes a template. */
export function templatePagePath(kind: FlowKind, id?: number): string {
  return routePath(kind === 'quote' ? 'transport.price_leadtime.template' : 'transport.booking.template', id === undefined ? {} : { id });
}

export function templatesListPath(kind: FlowKind): string {
  return routePath(kind === 'quote' ? 'transport.price_leadtime.templates' : 'transport.booking.templates');
}
