// Fills ops/nginx/portal.conf: every {{NAME}} mark gets its value, and a mark without a value
// (or a value without a mark) is an error rather than an nginx.conf that fails later or
// silently keeps a default.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TEMPLATE_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../ops/nginx/portal.conf',
);

/** Where Debian's libnginx-mod-http-brotli-filter and -static put their modules. */
export const DEBIAN_MODULES_DIR = '/usr/lib/nginx/modules';
const BROTLI_MODULES = ['ngx_http_brotli_filter_module.so', 'ngx_http_brotli_static_module.so'];

const MARK = /\{\{([A-Z0-9_]+)\}\}/g;

/** The template with each {{NAME}} replaced by values[NAME]; throws naming what is missing or unused. */
export function fillTemplate(template, values) {
  const marks = new Set([...template.matchAll(MARK)].map((m) => m[1]));
  const missing = [...marks].filter((name) => typeof values[name] !== 'string');
  const unused = Object.keys(values).filter((name) => !marks.has(name));
  if (missing.length > 0 || unused.length > 0) {
    throw new Error(
      `nginx template: ${[
        missing.length > 0 ? `no value for ${missing.join(', ')}` : '',
        unused.length > 0 ? `no mark for ${unused.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
  }
  return template.replace(MARK, (_, name) => values[name]);
}

/** True when both brotli modules are installed (Debian: libnginx-mod-http-brotli-filter and -static). */
export function brotliAvailable(modulesDir = DEBIAN_MODULES_DIR) {
  return BROTLI_MODULES.every((file) => existsSync(path.join(modulesDir, file)));
}

/**
 * The values of the template's marks. `apis` are the two API processes' host:port, `realIpFrom`
 * the addresses of proxies trusted to name the visitor in X-Forwarded-For (none when nginx is
 * the edge), `user` the account nginx's workers run as when it starts as root.
 */
export function nginxValues({
  prefix,
  listen,
  apis,
  webDist,
  realIpFrom = [],
  brotli,
  user,
  modulesDir = DEBIAN_MODULES_DIR,
}) {
  if (apis.length !== 2) throw new Error(`the template names two API processes, got ${apis.length}`);
  const indent = (lines) => lines.map((line) => `    ${line}`).join('\n');
  return {
    LOAD_MODULES: brotli
      ? BROTLI_MODULES.map((file) => `load_module ${path.join(modulesDir, file)};`).join('\n')
      : '',
    USER: user ? `user ${user};` : '',
    PREFIX: prefix,
    LISTEN: listen,
    API_1: apis[0],
    API_2: apis[1],
    WEB_DIST: webDist,
    REAL_IP:
      realIpFrom.length > 0
        ? indent([
            ...realIpFrom.map((address) => `set_real_ip_from ${address};`),
            'real_ip_header X-Forwarded-For;',
            'real_ip_recursive on;',
          ])
        : '',
    BROTLI: brotli
      ? indent([
          'brotli on;',
          'brotli_comp_level 5;',
          'brotli_min_length 1024;',
          'brotli_types text/css text/plain text/xml application/javascript application/json',
          '             application/xml application/rss+xml application/manifest+json image/svg+xml;',
          'brotli_static on;',
        ])
      : '',
  };
}

/** ops/nginx/portal.conf filled with nginxValues(options). */
export function renderNginxConfig(options, template = readFileSync(TEMPLATE_PATH, 'utf8')) {
  return fillTemplate(template, nginxValues(options));
}
