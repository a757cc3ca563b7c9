import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { RETCODES } from '@chronicle/contract';
import type { FastifyInstance } from 'fastify';
import { transformDocument, transformRoute } from './openapi-document.js';

/** The relaxed policy Swagger UI needs (inline styles), applied to `/docs` only. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const retcodeTable = RETCODES.map((r) => `| ${r.code} | ${r.name} | ${r.message} |`).join('\n');

const DESCRIPTION = `Chronicle's game-record API, compatible with HoYoLAB clients: change only the base URL.

**Envelope.** Every answer is HTTP 200 with \`Content-Type: application/json\` and a body
\`{retcode, message, data}\`: \`retcode\` 0 and \`message\` "OK" on success, otherwise a retcode from
the table below and \`data: null\`.

**Cookies.** \`POST /account/api/login\` sets HttpOnly, SameSite=Lax cookies \`ltuid_v2\` (community uid)
and \`ltoken_v2\` (session token); the legacy names \`ltuid\`/\`ltoken\` are accepted too. Send the
language in \`x-rpc-language\` (15 codes, en-us fallback).

**Mounts.** Each family answers under every prefix real clients use (for example
\`/game_record/genshin/api/\`, \`/event/game_record/genshin/api/\`, \`/game_record/app/genshin/api/\`);
only the canonical prefix is listed here.

**Ingest.** \`/ingest/v1/*\` needs \`Authorization: Bearer <service token>\` (\`chronicle token create\`).

**Clients.** genshin.py, genshin-kit.js and curl work against Chronicle by changing the base URL:
see docs/CLIENTS.md in the repository ("Use Chronicle with your client"). Each operation below says
what it returns, who may call it and its retcodes; errors follow the \`ErrorEnvelope\` schema.

| retcode | name | message |
| --- | --- | --- |
${retcodeTable}
`;

/** The OpenAPI document (built from the contract schemas) and Swagger UI at /docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Chronicle API', version: '0.1.0', description: DESCRIPTION },
      // Relative: the document works on whatever address the server is reached at.
      servers: [{ url: '/', description: 'This Chronicle server' }],
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'ltoken_v2' },
          serviceToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: transformRoute,
    transformObject: (document) =>
      'openapiObject' in document
        ? transformDocument(document.openapiObject)
        : document.swaggerObject,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: DOCS_CSP,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
