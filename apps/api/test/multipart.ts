import type { FastifyInstance } from 'fastify';
import { csrfToken } from './session';

/** One part of a multipart form: a text field, or a file when it has a file name. */
export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart body as a browser sends it (FormData). */
export async function multipart(parts: Part[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename === undefined) form.append(p.name, String(p.data));
    else form.append(p.name, new Blob([p.data], { type: p.type ?? 'application/octet-stream' }), p.filename);
  }
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

/** POSTs text fields and files as multipart, with the CSRF pair, a language and (if any) a token. */
export async function postMultipart(
  app: FastifyInstance,
  call: {
    url: string;
    fields?: Record<string, string>;
    files?: Part[];
    token?: string | undefined;
    locale?: string;
  },
) {
  const { body, contentType } = await multipart([
    ...Object.entries(call.fields ?? {}).map(([name, data]) => ({ name, data })),
    ...(call.files ?? []),
  ]);
  const csrf = await csrfToken(app);
  return app.inject({
    method: 'POST',
    url: call.url,
    headers: {
      'content-type': contentType,
      'x-localization': call.locale ?? 'en',
      'x-xsrf-token': csrf,
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
    },
    cookies: { 'XSRF-TOKEN': csrf },
    payload: body,
  });
}
