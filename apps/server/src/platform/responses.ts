import { ZErrorBody } from '@freight/contracts';

/** Error answers a route documents in the OpenAPI document beside its success answer. */
export const errorResponses = {
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  422: ZErrorBody,
} as const;
