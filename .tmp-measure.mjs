import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const port = 47000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phone-measure-'));
const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
  env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, TRUST_PROXY: 'true' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (;;) { try { if ((await fetch(`${base}/api/v1/ready`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 300)); }
// sign in the demo user through the API
const init = await fetch(`${base}/api/v1/init`);
const csrf = decodeURIComponent(init.headers.get('set-cookie').match(/XSRF-TOKEN=([^;]+)/)[1]);
const login = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': csrf, cookie: `XSRF-TOKEN=${encodeURIComponent(csrf)}` }, body: JSON.stringify({ login: 'amina', password: 'Demo-Portal-2025' }) });
const lj = await login.json(); console.log('login', login.status, JSON.stringify(lj).slice(0, 200)); const { token } = lj;
const tree = await (await fetch(`${base}/api/v1/catalog/sales/categories`)).json();
const phones = tree.categories.find((c) => c.slug === 'phones-tablets');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const locale of ['ar', 'fr']) {
  const ctx = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await ctx.addCookies([{ name: '_token', value: token, url: base }]);
  const page = await ctx.newPage();
  await page.addInitScript((l) => { localStorage.setItem('user-locale', l); localStorage.setItem('cookie-consent', JSON.stringify({ version: 1, decidedAt: new Date().toISOString(), categories: { necessary: true, performance: false, functional: false, targeting: false } })); }, locale);
  await page.goto(`${base}/sales/${phones.id}/create`);
  const form = page.getByTestId('listing-form');
  await form.waitFor();
  const box = await form.boundingBox();
  const selects = await form.locator('select').evaluateAll((els) => els.filter((e) => e.offsetParent !== null && e.options[0]?.value === '').length);
  console.log(locale, 'form height', Math.round(box.height), 'document', await page.evaluate(() => document.documentElement.scrollHeight), 'visible empty-first selects', selects);
  await ctx.close();
}
await browser.close();
child.kill('SIGTERM');
