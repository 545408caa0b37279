import { describe, expect, it } from 'vitest';
import { dispositionName } from './download';

describe('dispositionName', () => {
  it('prefers the RFC 5987 name, which keeps Arabic intact', () => {
    expect(
      dispositionName(`attachment; filename="?? ?.pdf"; filename*=UTF-8''%D8%B3%D9%8A%D8%B1%D8%A9.pdf`),
    ).toBe('سيرة.pdf');
  });
  it('falls back to the plain name, or nothing', () => {
    expect(dispositionName('attachment; filename="cv.pdf"')).toBe('cv.pdf');
    expect(dispositionName(null)).toBeUndefined();
  });
});
