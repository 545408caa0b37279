import { describe, expect, it } from 'vitest';
import { retryDropped, sizeFromHeaders } from './s3';

describe('S3 storage helpers', () => {
  it('reads the whole size from a range answer, else from its length', () => {
    expect(sizeFromHeaders({ 'content-range': 'bytes 100-199/1000', 'content-length': '100' })).toBe(1000);
    expect(sizeFromHeaders({ 'content-length': '1000' })).toBe(1000);
    expect(sizeFromHeaders({})).toBeUndefined();
    expect(sizeFromHeaders(undefined)).toBeUndefined();
  });

  it('repeats a request whose connection dropped, up to three times, and no other failure', async () => {
    const dropped = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    let calls = 0;
    const flaky = () => {
      calls += 1;
      return calls < 3 ? Promise.reject(dropped) : Promise.resolve('stored');
    };
    await expect(retryDropped(flaky)).resolves.toBe('stored');
    expect(calls).toBe(3);

    calls = 0;
    await expect(retryDropped(() => (calls++, Promise.reject(dropped)))).rejects.toBe(dropped);
    expect(calls).toBe(3);

    calls = 0;
    const denied = Object.assign(new Error('Access Denied'), { code: 'AccessDenied' });
    await expect(retryDropped(() => (calls++, Promise.reject(denied)))).rejects.toBe(denied);
    expect(calls).toBe(1);
  });
});
