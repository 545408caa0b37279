// `npm run cluster`: the production topology on loopback, until Ctrl-C or SIGTERM
// (docs/operations.md, "Production topology"). Builds first when there is no build.
//
//   npm run cluster                                  database portal_cluster (created, kept)
//   npm run cluster -- --listings 100000             portal_cluster_100000, 100,000 listings
//   npm run cluster -- --port 8080 --api-ports 8081,8082 --s3-port 8090 --smtp-port 8025
//
// Flags:
//   --database NAME   the PostgreSQL database (default portal_cluster; created when missing)
//   --listings N      portal_cluster_<N> instead: a copy, made once and kept, of the database
//                     bench:search seeds with N listings (apps/api/bench/seeded-backend.mjs)
//   --port P          nginx, where visitors connect (default 8080)
//   --api-ports A,B   the two API processes (default 8081,8082)
//   --s3-port P       s3rver (default 8090); --storage local keeps files in the data folder
//   --smtp-port P     the SMTP sink (default 8025)
//   --redis-url URL   default redis://127.0.0.1:6379

import { parseArgs } from 'node:util';
import { cleanupAll, installAbortHandlers, runMain } from '../apps/api/bench/harness.mjs';
import { DEFAULT_PORTS, describeCluster, startCluster } from './topology/cluster.mjs';
import { parseClusterFlags, CLUSTER_FLAGS } from './topology/flags.mjs';

const { values } = parseArgs({ options: CLUSTER_FLAGS });
const options = parseClusterFlags(values, DEFAULT_PORTS);

// Ctrl-C and SIGTERM stop everything (the harness's clean-up); a cluster runs as long as wanted.
installAbortHandlers(2 ** 31 - 1);

await runMain(async () => {
  const cluster = await startCluster(options);
  console.log(`\n${describeCluster(cluster)}\n\nCtrl-C stops everything.`);
  await new Promise(() => {});
});
await cleanupAll();
