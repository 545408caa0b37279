// The CPU of the web's server render alone (apps/web/dist-ssr's `render`: React's drawing, the
// state's dehydration and serialization), without the API around it: each page's reads are
// asked once of a running server over HTTP (`--url`), kept, and given back to every drawing, so
// the database, HTTP and compression are not counted. For comparing changes to the page's
// components: the same page drawn `--count` times, CPU per drawing (process.cpuUsage) printed
// with its HTML and state sizes. Run after `npm run build`:
//
//   node --import tsx apps/api/bench/render-only.mjs --url http://localhost:3999 [--count 200] [--locale fr]
//     [--only /sales,detail] [--dump DIR: each page's HTML and state written there, to compare two builds]
//     [--against ROOT: another checkout's build (its apps/web/dist-ssr), drawn in turn with this one]
//
// With --against, the two builds draw each page in alternating batches in this one process, and
// each build's median batch is printed: on a busy machine the load then weighs on both alike.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3999' },
    count: { type: 'string', default: '200' },
    locale: { type: 'string', default: 'fr' },
    only: { type: 'string' },
    dump: { type: 'string' },
    answers: { type: 'string' },
    against: { type: 'string' },
  },
});
const count = Number(values.count);
const locale = values.locale;
const root = fileURLToPath(new URL('../../../', import.meta.url));

const endpoints = new Map();
const endpointDir = `${root}packages/contract/src/endpoints/`;
for (const file of readdirSync(endpointDir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
  const module = await import(pathToFileURL(endpointDir + file).href);
  for (const value of Object.values(module)) {
    if (value && typeof value === 'object') {
      for (const endpoint of Object.values(value)) {
        if (endpoint && typeof endpoint === 'object' && 'name' in endpoint && 'path' in endpoint) {
          endpoints.set(endpoint.name, endpoint);
        }
      }
    }
  }
}
const { fillPath, API_PREFIX } = await import(pathToFileURL(endpointDir + 'endpoint.ts').href);

// With --answers FILE, the answers are kept there and read back by the next run: two builds then
// draw from the same data (a featured strip's random order, a view count that moved).
const answers = new Map(
  values.answers && existsSync(values.answers) ? JSON.parse(readFileSync(values.answers, 'utf8')) : [],
);
async function read(name, input) {
  const key = `${name} ${JSON.stringify(input)}`;
  let answer = answers.get(key);
  if (!answer) {
    const endpoint = name.startsWith('(page) ') ? { path: name.slice(7) } : endpoints.get(name);
    if (!endpoint) throw new Error(`no endpoint ${name}`);
    const query = new URLSearchParams(input.query ?? {}).toString();
    const url = endpoint.path.startsWith('/api')
      ? values.url + endpoint.path
      : `${values.url}${API_PREFIX}${fillPath(endpoint.path, input.params ?? {})}${query ? `?${query}` : ''}`;
    const res = await fetch(url, { headers: { cookie: `user-locale=${locale}` } });
    answer = { status: res.status, json: await res.text() };
    answers.set(key, answer);
  }
  return answer;
}

// Comparing two builds' pages: one clock for both ("3 hours ago" must not move between runs).
if (values.dump) {
  const fixed = Number(answers.get('(clock)') ?? Date.now());
  answers.set('(clock)', fixed);
  const RealDate = Date;
  globalThis.Date = class extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(fixed);
      else super(...args);
    }
    static now() {
      return fixed;
    }
  };
}
const json = async (path) => JSON.parse((await read('(page) ' + path, {})).json);
const ssr = await import(pathToFileURL(`${root}apps/web/dist-ssr/entry-server.js`).href);
const other = values.against
  ? await import(
      pathToFileURL(`${values.against.replace(/\/?$/, '/')}apps/web/dist-ssr/entry-server.js`).href
    )
  : undefined;
const { SERVER_RENDERED } = await import(pathToFileURL(`${root}apps/api/src/platform/spa.ts`).href);
await ssr.prepare(SERVER_RENDERED);
await other?.prepare(SERVER_RENDERED);
const init = { ...(await json('/api/v1/init')), locale };
const sale = (await json('/api/v1/listings?platform=sales&per_page=1')).data[0];
const category = (await json('/api/v1/catalog/sales/categories?depth=0')).categories[0];
const pages = [
  ['/sales', '/sales'],
  ['category', `/sales/${category.id}`],
  ['keyword', `/sales?q=voiture`],
  ['detail', `/sales/show/${sale.slug}`],
  ['/home', '/home'],
  ['/search', `/search?q=voiture`],
  ['about-us', '/about-us'],
].filter(([name]) => !values.only || values.only.split(',').includes(name));

const request = (url) => ({
  url,
  origin: 'http://localhost',
  locale,
  init,
  user: null,
  forgetToken: false,
  consent: undefined,
  read,
});
/** CPU ms per drawing of `url` by `build`, over `times` drawings. */
async function cpuPerDrawing(build, url, times) {
  const before = process.cpuUsage();
  for (let i = 0; i < times; i++) await build.render(request(url));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / times;
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
if (other) {
  const BATCHES = 15;
  for (const [name, url] of pages) {
    for (let i = 0; i < 20; i++) await Promise.all([ssr.render(request(url)), other.render(request(url))]);
    const mine = [];
    const theirs = [];
    for (let batch = 0; batch < BATCHES; batch++) {
      const size = Math.max(1, Math.round(count / BATCHES));
      theirs.push(await cpuPerDrawing(other, url, size));
      mine.push(await cpuPerDrawing(ssr, url, size));
    }
    const [a, b] = [median(theirs), median(mine)];
    console.log(
      `${name.padEnd(9)} against ${a.toFixed(2).padStart(6)}  this ${b.toFixed(2).padStart(6)} ms/drawing (median of ${BATCHES} batches)  ${(((b - a) / a) * 100).toFixed(1)} %`,
    );
  }
  process.exit(0);
}
for (const [name, url] of pages) {
  let result = await ssr.render(request(url));
  if (!result.ok) throw new Error(`${name}: ${result.reason}`);
  for (let i = 0; i < 20; i++) await ssr.render(request(url));
  const before = process.cpuUsage();
  for (let i = 0; i < count; i++) result = await ssr.render(request(url));
  const used = process.cpuUsage(before);
  const ms = (used.user + used.system) / 1000 / count;
  if (values.dump) {
    mkdirSync(values.dump, { recursive: true });
    // The drawing's clock and random order set aside, so two builds' pages can be compared.
    const comparable = (text) =>
      text.replace(/"now":"[^"]*"/g, '"now":""').replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    writeFileSync(`${values.dump}/${name.replaceAll('/', '')}.html`, comparable(result.html));
    writeFileSync(`${values.dump}/${name.replaceAll('/', '')}.state.json`, comparable(result.state));
  }
  console.log(
    `${name.padEnd(9)} ${ms.toFixed(2).padStart(6)} ms/drawing  html ${(result.html.length / 1024).toFixed(1)} KB  state ${(result.state.length / 1024).toFixed(1)} KB`,
  );
}
if (values.answers) writeFileSync(values.answers, JSON.stringify([...answers]));
