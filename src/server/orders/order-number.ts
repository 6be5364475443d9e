import { randomInt } from 'node:crypto';

/**
 * `CTK-` and six random digits (DECISIONS.md: not sequential, since guests look orders up
 * by number and e-mail).
 */
export function newOrderNumber(): string {
  return `CTK-${randomInt(100_000, 1_000_000)}`;
}
