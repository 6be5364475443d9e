// The slots that bound how many uploads are held in memory, and decoded, at once.
import { describe, expect, it } from 'vitest';
import { semaphore } from './semaphore';

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets every queued callback run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('semaphore', () => {
  it('runs at most its slots at once, the others in the order they came', async () => {
    const twoAtATime = semaphore(2);
    const tasks = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const results = tasks.map((task, index) =>
      twoAtATime(async () => {
        started.push(index);
        await task.promise;
        return index;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);

    tasks[1]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2]);

    // A task that fails frees its slot too.
    tasks[0]!.reject(new Error('unreadable'));
    await expect(results[0]).rejects.toThrow('unreadable');
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);

    tasks[2]!.resolve();
    tasks[3]!.resolve();
    expect(await Promise.all(results.slice(1))).toEqual([1, 2, 3]);
  });
});
