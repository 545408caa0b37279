// The kinds of request of the mixed load (load.mjs) and how the connections are shared among them.

/**
 * The kinds of request, each driven by its own share of the connections (at least one each).
 * A posting is photos uploaded, then the listing naming them: `post listing` takes the photos
 * its writer uploaded since (up to 4; none when there are none yet).
 */
export const KINDS = [
  { name: 'home', share: 0.15 },
  { name: 'search', share: 0.35 },
  { name: 'detail', share: 0.3 },
  { name: 'login', share: 0.04 },
  { name: 'favorite', share: 0.1 },
  { name: 'photo upload', share: 0.04 },
  { name: 'post listing', share: 0.02 },
];

/** Connections per kind: `total` split by share, at least one each, summing to `total`. */
export function splitConnections(total, kinds = KINDS) {
  if (total < kinds.length) throw new Error(`at least ${kinds.length} connections (one per kind)`);
  const counts = kinds.map((k) => Math.max(1, Math.floor(total * k.share)));
  let rest = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest !== 0; i = (i + 1) % counts.length) {
    if (rest > 0) {
      counts[i] += 1;
      rest -= 1;
    } else if (counts[i] > 1) {
      counts[i] -= 1;
      rest += 1;
    }
  }
  return Object.fromEntries(kinds.map((k, i) => [k.name, counts[i]]));
}

/**
 * How autocannon paces one kind: `ratePerConnection` requests a second on each of its
 * `connections` (a fraction is a visitor's pause between pages: 0.2 is one page every 5 s),
 * never more than the per-account `cap` allows over the whole kind. Unpaced when neither is given.
 */
export function pacing(ratePerConnection, connections, cap) {
  const capped = cap !== undefined ? Math.max(1, Math.floor(cap)) : undefined;
  const wanted = ratePerConnection ? ratePerConnection * connections : undefined;
  if (capped !== undefined && (wanted === undefined || wanted > capped)) return { overallRate: capped };
  if (wanted === undefined) return {};
  return Number.isInteger(ratePerConnection)
    ? { connectionRate: ratePerConnection }
    : { overallRate: Math.max(1, Math.round(wanted)) };
}
