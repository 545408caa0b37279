// The CPU a server-rendered page costs the API process: a running server (`--url`, its process
// id `--pid`) is asked for each page `--count` times, one at a time, each address made unique
// (`_n=`) so no kept drawing answers, and the process's CPU time (user + system, from
// /proc/<pid>/stat) over those requests is divided by their number. One request at a time:
// the figure is the page's cost, not the machine's load. Linux only.
//
// With `--concurrency N`, N visitors ask at once (a page `--count` times in all) and the
// pages per second are printed too: with rendering threads, more than one core draws.
//
//   node apps/api/bench/render-cpu.mjs --url http://localhost:3999 --pid 1234 [--count 40] [--concurrency 1]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3999' },
    pid: { type: 'string' },
    count: { type: 'string', default: '40' },
    cookie: { type: 'string' },
    concurrency: { type: 'string', default: '1' },
  },
});
if (!values.pid) throw new Error('--pid: the server process');
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const TICKS_PER_SECOND = 100;

/** The process's CPU time so far (user + system, its threads included), in milliseconds. */
function cpuMs() {
  const stat = readFileSync(`/proc/${values.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

async function get(path) {
  const res = await fetch(values.url + path, { headers: values.cookie ? { cookie: values.cookie } : {} });
  const body = await res.text();
  return { status: res.status, rendered: body.includes('id="ssr-state"') };
}

async function json(path) {
  return (await fetch(values.url + path)).json();
}

const sale = (await json('/api/v1/listings?platform=sales&per_page=1')).data[0];
const category = (await json('/api/v1/catalog/sales/categories?depth=0')).categories[0];
// Listings never shown before, one per request of 'detail new' (a page of cards is 50 at most).
const fresh = [];
for (let page = 2; fresh.length < count + 5; page++) {
  const cards = (await json(`/api/v1/listings?platform=sales&per_page=50&page=${page}`)).data;
  if (cards.length === 0) break;
  fresh.push(...cards.map((card) => `/sales/show/${card.slug}`));
}
const pages = [
  ['/sales', '/sales'],
  ['category', `/sales/${category.id}`],
  ['keyword', `/sales?q=${encodeURIComponent('voiture')}`],
  ['detail', `/sales/show/${sale.slug}`],
  // A listing whose detail no request read before: what a crawler's visit costs.
  ['detail new', () => fresh.shift()],
  ['/home', '/home'],
  ['/search', `/search?q=${encodeURIComponent('voiture')}`],
  ['about-us', '/about-us'],
];

let run = 0;
const unique = (path) => `${path}${path.includes('?') ? '&' : '?'}_n=${Date.now().toString(36)}${++run}`;
for (const [name, path] of pages) {
  const next = () => unique(typeof path === 'function' ? path() : path);
  for (let i = 0; i < 5; i++) await get(next());
  const before = cpuMs();
  const started = performance.now();
  let rendered = 0;
  let asked = 0;
  const visitor = async () => {
    while (asked < count) {
      asked++;
      if ((await get(next())).rendered) rendered++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, visitor));
  const cpu = (cpuMs() - before) / count;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${name.padEnd(10)} cpu ${cpu.toFixed(1).padStart(5)} ms/page  ${(count / seconds).toFixed(1).padStart(6)} pages/s  rendered ${rendered}/${count}`,
  );
}
