import { expect, it } from 'vitest';
it('runs in a DOM', () => {
  expect(document.createElement('div').tagName).toBe('DIV');
});
