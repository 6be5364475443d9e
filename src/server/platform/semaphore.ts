// At most `slots` tasks at once; the others wait their turn, first come first served.

export type Semaphore = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A function that runs each task it is given once a slot is free.
 * @example const oneAtATime = semaphore(1); await oneAtATime(() => decode(image));
 */
export function semaphore(slots: number): Semaphore {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or becomes free.
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}
