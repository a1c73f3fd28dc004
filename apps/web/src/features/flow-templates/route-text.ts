import type { TFlowTemplate, TFlowTemplatePlace } from '@freight/contracts';

const placeText = (place: TFlowTemplatePlace) => [place.country, place.zip, place.city].filter(Boolean).join(' ');

/** 'SE 41101 Göteborg → NO 0150 Oslo'; one side alone when only it is filled in; '-' for none. */
export function routeText(route: TFlowTemplate['route']): string {
  const from = placeText(route.from);
  const to = placeText(route.to);
  if (!from && !to) return '-';
  return `${from || '…'} → ${to || '…'}`;
}
