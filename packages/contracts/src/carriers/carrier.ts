import { z } from 'zod';
import { TRANSPORT_MODES } from '../constants';
import { listResponse } from '../common/list';

export const ZCarrierService = z.object({
  id: z.number().int(),
  carrier_id: z.number().int(),
  name: z.string(),
  code: z.string(),
  transport_mode: z.enum(TRANSPORT_MODES),
  updated_at: z.string(),
});
export type TCarrierService = z.infer<typeof ZCarrierService>;

export const ZCarrier = z.object({
  id: z.number().int(),
  name: z.string(),
  services: z.array(ZCarrierService.omit({ updated_at: true })),
  updated_at: z.string(),
});
export type TCarrier = z.infer<typeof ZCarrier>;

export const ZListCarriersResponse = listResponse(ZCarrier);
export type TListCarriersResponse = z.infer<typeof ZListCarriersResponse>;
export const ZListCarrierServicesResponse = listResponse(ZCarrierService);
export type TListCarrierServicesResponse = z.infer<typeof ZListCarrierServicesResponse>;
