import { z } from 'zod';
import { ZFormId } from '../common/numbers';
import { listResponse } from '../common/list';
import { ZSite } from './site';

export const ZListSitesResponse = listResponse(ZSite);
export type TListSitesResponse = z.infer<typeof ZListSitesResponse>;

export const ZUpdateSitesFilterBody = z.object({
  site_ids: z.array(ZFormId).min(1),
});
export type TUpdateSitesFilterBody = z.infer<typeof ZUpdateSitesFilterBody>;
