// STYLE.md: a stray console.error in a test is a failure unless the test expects it
// (a test that expects one spies on console.error itself, which replaces this spy).
import { afterEach, beforeEach, expect, vi } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, 'unexpected console.error').toEqual([]);
});
