// Times the catalog reads of a running server: for each URL, N sequential requests after a
// warm-up, printing the median and 95th percentile. Prints figures; never fails on slowness.
//
//   node scripts/bench/catalog.mjs [--base http://127.0.0.1:3000] [--requests 50]
const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const base = arg('--base', 'http://127.0.0.1:3000');
const requests = Number(arg('--requests', '50'));

const json = async (path) => (await fetch(base + path)).json();
const { data: destinations } = await json('/api/destination');
const { data: types } = await json('/api/excursionstype');
const first = await json('/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1');
const lastPage = first.data.totalPages;
const d = destinations[0].id;
const t = types[0].id;

const urls = [
  '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1',
  `/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=${Math.ceil(lastPage / 2)}`,
  `/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=${lastPage}`,
  '/api/excursions/allexcursion?SortColumn=name&pageSize=20&pageIndex=1&name=gambia',
  `/api/excursions/destination/${d}?SortColumn=name&pageSize=20&pageIndex=1`,
  `/api/excursions/destination/${d}/type/${t}?SortColumn=name&pageSize=20&pageIndex=1`,
  `/api/excursions/${first.data.results[0].id}`,
  '/api/destination',
  '/api/excursions/specialinterest',
];

console.log(`${first.data.totalCount} excursions, ${lastPage} pages; ${requests} requests each`);
for (const url of urls) {
  for (let i = 0; i < 3; i++) await fetch(base + url);
  const times = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await fetch(base + url);
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  console.log(`p50 ${at(0.5).padStart(7)} ms  p95 ${at(0.95).padStart(7)} ms  ${url}`);
}
