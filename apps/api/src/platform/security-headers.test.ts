import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

describe('content security policy', () => {
  it('allows only our origin when captcha is off', () => {
    const csp = contentSecurityPolicy({ captcha: false });
    expect(csp.scriptSrc).toEqual(["'self'"]);
    expect(csp.frameSrc).toEqual(["'none'"]);
  });

  it("adds reCAPTCHA's hosts, and only those, when captcha is on", () => {
    const csp = contentSecurityPolicy({ captcha: true });
    expect(csp.scriptSrc).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(csp.frameSrc).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(JSON.stringify(csp)).not.toContain('unsafe');
  });
});
