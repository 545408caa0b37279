import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_PREFIX } from '@portal/contract/endpoints/endpoint';

/**
 * OpenAPI 3.1, generated from the zod schemas every route declares (docs/architecture.md, "Contract and errors"), at
 * /api/v1/openapi.json, and a browsable reference at /api/docs served from our own files.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portal API',
          version: '1.0.0',
          description:
            'Trilingual classifieds portal. Messages follow the `X-localization` header (ar, fr, en). ' +
            'Errors share one shape: `{ message, errors?, code? }`.',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The site's strict policy (security-headers.ts) rather than the plugin's, which allows
      // styles and fonts from any https host, framing by our own pages and the online validator:
      // the reference needs only its own files and data: images.
      staticCSP: false,
      uiConfig: { deepLinking: true, validatorUrl: null },
    });
    app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
