import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRecaptcha {
  /** The environment that turns the captcha on and points its check at this stand-in. */
  env: Record<string, string>;
  /** Every form the API posted to it, oldest first. */
  seen: URLSearchParams[];
  close: () => Promise<void>;
}

/** A stand-in for Google's siteverify: `{"success":true}` for the token "good" only. */
export function startFakeRecaptcha(): Promise<FakeRecaptcha> {
  const seen: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push(form);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: form.get('response') === 'good' }));
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        env: {
          TRUST_PROXY: 'true',
          RECAPTCHA_SITE_KEY: 'site-key',
          RECAPTCHA_SECRET_KEY: 'secret-key',
          RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
        },
        seen,
        close: () =>
          new Promise<void>((done) => {
            if (server.listening) server.close(() => done());
            else done();
          }),
      });
    });
  });
}
