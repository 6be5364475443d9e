// Types of build-lib.mjs for the TypeScript that imports it (the test:scale harness).
export const root: string;
export function buildIsStale(): boolean;
export function ensureBuild(): void;
