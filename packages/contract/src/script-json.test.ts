import { describe, expect, it } from 'vitest';
import { scriptSafeJson } from './script-json';

describe('scriptSafeJson', () => {
  it('cannot close its script element, and reads back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
