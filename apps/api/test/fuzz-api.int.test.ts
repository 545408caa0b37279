import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { createFuzzTarget } from './fuzz/fuzz-target';
import { describeFailure, fuzzApi } from './fuzz/openapi-fuzz';

/**
 * A bounded run of the OpenAPI fuzzer (fuzz/openapi-fuzz.ts) on every build: generated and
 * mutated requests to every operation, signed in and not, must never answer 5xx nor an error
 * outside the documented shape. `npm run fuzz:api -- --runs 5000` runs a longer one.
 */
describe('fuzzing every operation of the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never answers 5xx, and every error is in the documented shape', async () => {
    const result = await fuzzApi(await createFuzzTarget(t), { runs: 300 });
    expect(result.requests).toBe(300);
    expect(result.failures.map(describeFailure).slice(0, 10)).toEqual([]);
  }, 120_000);
});
