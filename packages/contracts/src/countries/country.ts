import { z } from 'zod';
import { listResponse } from '../common/list';

export const ZCountry = z.object({
  code: z.string().length(2),
  alpha3: z.string().length(3),
  name: z.string(),
  names: z.object({ en: z.string(), es: z.string(), 'zh-CN': z.string() }),
});
export type TCountry = z.infer<typeof ZCountry>;

export const ZListCountriesResponse = listResponse(ZCountry);
export type TListCountriesResponse = z.infer<typeof ZListCountriesResponse>;
