import { describe, expect, it } from 'vitest';
import { inSteps } from './next-task';

describe('inSteps', () => {
  it('runs the steps in order, each in a later task than the code that asked', async () => {
    const order: string[] = [];
    const done = inSteps([
      () => order.push('a'),
      async () => {
        await Promise.resolve();
        order.push('b');
      },
      () => order.push('c'),
    ]);
    order.push('asked');
    await Promise.resolve();
    // Nothing ran in this task, not even in its microtasks.
    expect(order).toEqual(['asked']);
    await done;
    expect(order).toEqual(['asked', 'a', 'b', 'c']);
  });

  it('stops at a step that fails', async () => {
    const ran: number[] = [];
    await expect(
      inSteps([() => ran.push(1), () => Promise.reject(new Error('chunk failed')), () => ran.push(3)]),
    ).rejects.toThrow('chunk failed');
    expect(ran).toEqual([1]);
  });
});
