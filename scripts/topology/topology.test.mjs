import { describe, expect, it } from 'vitest';
import { fillTemplate, renderNginxConfig } from './nginx-config.mjs';
import { KINDS, pacing, splitConnections } from './kinds.mjs';

const options = {
  prefix: '/var/cache/portal',
  listen: '127.0.0.1:8080',
  apis: ['127.0.0.1:8081', '127.0.0.1:8082'],
  webDist: '/srv/portal/apps/web/dist',
  brotli: false,
};

describe('the nginx template', () => {
  it('is filled whole: no mark is left', () => {
    const config = renderNginxConfig(options);
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain('server 127.0.0.1:8081 max_fails=2 fail_timeout=5s;');
    expect(config).toContain('alias /srv/portal/apps/web/dist/assets/;');
    // nginx is the edge: the visitor's own X-Forwarded-For never reaches the API.
    expect(config).not.toMatch(/^\s*set_real_ip_from/m);
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  });

  it('loads and uses brotli only when asked', () => {
    expect(renderNginxConfig(options)).not.toMatch(/^\s*(load_module|brotli)/m);
    const withBrotli = renderNginxConfig({ ...options, brotli: true, modulesDir: '/usr/lib/nginx/modules' });
    expect(withBrotli).toContain('load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;');
    expect(withBrotli).toContain('brotli_static on;');
  });

  it('trusts the proxies named in front of it', () => {
    const config = renderNginxConfig({ ...options, realIpFrom: ['10.0.0.0/8'] });
    expect(config).toContain('set_real_ip_from 10.0.0.0/8;');
    expect(config).toContain('real_ip_header X-Forwarded-For;');
  });

  it('refuses a mark without a value and a value without a mark', () => {
    expect(() => fillTemplate('a {{ONE}} {{TWO}}', { ONE: '1' })).toThrow('no value for TWO');
    expect(() => fillTemplate('a {{ONE}}', { ONE: '1', THREE: '3' })).toThrow('no mark for THREE');
    expect(fillTemplate('a {{ONE}} {{ONE}}', { ONE: '1' })).toBe('a 1 1');
  });
});

describe('the load', () => {
  it('gives every kind a connection and uses exactly the connections asked', () => {
    for (const total of [KINDS.length, 24, 100, 500, 501]) {
      const split = splitConnections(total);
      expect(Object.values(split).reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.min(...Object.values(split))).toBeGreaterThanOrEqual(1);
    }
    expect(() => splitConnections(KINDS.length - 1)).toThrow();
  });

  it('paces each kind at the rate asked per connection, decimals included, under the per-account cap', () => {
    expect(pacing(undefined, 10, undefined)).toEqual({});
    expect(pacing(2, 10, undefined)).toEqual({ connectionRate: 2 });
    expect(pacing(0.2, 150, undefined)).toEqual({ overallRate: 30 });
    expect(pacing(0.01, 10, undefined)).toEqual({ overallRate: 1 });
    expect(pacing(undefined, 10, 7.9)).toEqual({ overallRate: 7 });
    expect(pacing(1, 20, 7.9)).toEqual({ overallRate: 7 });
    expect(pacing(0.2, 20, 7.9)).toEqual({ overallRate: 4 });
  });
});
