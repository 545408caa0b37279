// The flags naming the cluster's database and ports, shared by cluster, load and faults.

export const CLUSTER_FLAGS = {
  database: { type: 'string' },
  listings: { type: 'string' },
  port: { type: 'string' },
  'api-ports': { type: 'string' },
  's3-port': { type: 'string' },
  'smtp-port': { type: 'string' },
  'redis-url': { type: 'string' },
  storage: { type: 'string' },
};

function port(name, raw) {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1024 || value > 65535) {
    throw new Error(`--${name} must be a port from 1024 to 65535, got "${raw}"`);
  }
  return value;
}

/** startCluster's options from parsed flags; a bad value throws, naming the flag. */
export function parseClusterFlags(values, defaults) {
  const ports = {
    nginx: values.port ? port('port', values.port) : defaults.nginx,
    apis: values['api-ports']
      ? values['api-ports'].split(',').map((p) => port('api-ports', p))
      : defaults.apis,
    s3: values['s3-port'] ? port('s3-port', values['s3-port']) : defaults.s3,
    smtp: values['smtp-port'] ? port('smtp-port', values['smtp-port']) : defaults.smtp,
  };
  if (ports.apis.length !== 2) throw new Error('--api-ports names two ports: A,B');
  if (new Set([ports.nginx, ...ports.apis, ports.s3, ports.smtp]).size !== 5)
    throw new Error('the ports must differ');
  let listings;
  if (values.listings !== undefined) {
    listings = Number(values.listings);
    if (!Number.isInteger(listings) || listings < 1000 || listings > 5_000_000) {
      throw new Error('--listings must be an integer from 1000 to 5000000');
    }
    if (values.database !== undefined) throw new Error('--listings and --database exclude each other');
  }
  const storage = values.storage ?? 's3';
  if (storage !== 's3' && storage !== 'local') throw new Error('--storage is s3 or local');
  return {
    ports,
    listings,
    ...(values.database !== undefined ? { database: values.database } : {}),
    ...(values['redis-url'] ? { redisUrl: values['redis-url'] } : {}),
    storage,
  };
}

/** An integer flag's value from `min` to `max`; anything else stops the script with exit code 2. */
export function integerFlag(name, raw, min, max) {
  return numberFlag(name, raw, min, max, { integer: true });
}

/** A number flag's value from `min` to `max` (decimals allowed unless `integer`); else exit code 2. */
export function numberFlag(name, raw, min, max, { integer = false } = {}) {
  const value = Number(raw);
  if (
    raw === '' ||
    !Number.isFinite(value) ||
    (integer && !Number.isInteger(value)) ||
    value < min ||
    value > max
  ) {
    console.error(
      `--${name} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max}, got "${raw}"`,
    );
    process.exit(2);
  }
  return value;
}
