import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZPriceCalculationResponse,
  ZPriceCalculationParams,
  ZPriceCalculationRequest,
  ZSimplePriceCalculationRequest,
} from '@freight/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { multipartBody, ZUploadedFile } from '../../platform/form-body';
import { signedIn } from '../../platform/http';
import { errorResponses } from '../../platform/responses';
import { writeQuoteFileTemplate } from './quote-file';
import * as quotes from './quotes.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function quotesRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['price calculation'];
  const answer = { 200: ZPriceCalculationResponse, ...errorResponses };

  api.post('/api/price-calculation/simple', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZSimplePriceCalculationRequest, response: answer },
    handler: async (request) => ({ data: await quotes.calculateSimple(deps, signedIn(request), request.body) }),
  });
  api.post('/api/price-calculation/multiple', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZPriceCalculationRequest, response: answer },
    handler: async (request) => ({ data: await quotes.calculateMultiple(deps, signedIn(request), request.body) }),
  });
  api.post('/api/price-calculation/smart', {
    config: { access: 'signedIn' },
    schema: { tags, body: ZPriceCalculationRequest, response: answer },
    handler: async (request) => ({ data: await quotes.calculateSmart(deps, signedIn(request), request.body) }),
  });
  api.get('/api/price-calculation/response/:id', {
    config: { access: 'signedIn' },
    schema: { tags, params: ZPriceCalculationParams, response: answer },
    handler: async (request) => ({ data: await quotes.findCalculation(deps, signedIn(request), request.params.id) }),
  });
  api.post('/api/price-calculation/file', {
    config: { access: 'signedIn' },
    preValidation: multipartBody(['file']),
    schema: { tags, body: z.object({ file: ZUploadedFile }) },
    handler: async (request, reply) => {
      const file = await quotes.priceQuoteFile(deps, signedIn(request), request.body.file);
      return reply.type(XLSX).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.stream);
    },
  });
  api.get('/api/price-calculation/file/template', {
    config: { access: 'signedIn' },
    schema: { tags },
    handler: async (request, reply) =>
      reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="quote-file-template.xlsx"')
        .send(await writeQuoteFileTemplate(signedIn(request).locale)),
  });
}
