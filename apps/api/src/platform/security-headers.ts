import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Strict headers on every answer. The SPA runs under
 * this policy: Vite emits no inline script and styles come as files, so nothing needs
 * 'unsafe-inline'. The token lives in a readable cookie, which is why the
 * policy allows scripts from our own origin only.
 */
export const CONTENT_SECURITY_POLICY: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** reCAPTCHA's script and frame hosts (the non-China domain), allowed only when captcha is on. */
const CAPTCHA_SOURCES = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

export function contentSecurityPolicy(options: { captcha: boolean }): Record<string, string[]> {
  if (!options.captcha) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: ["'self'", ...CAPTCHA_SOURCES.scriptSrc],
    frameSrc: CAPTCHA_SOURCES.frameSrc,
  };
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { captcha?: boolean } = {}) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy({ captcha: options.captcha ?? false }),
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      reply.removeHeader('X-Powered-By');
    });
  },
  { name: 'security-headers' },
);
