// A storefront read's URL, both ways: the one the client asks for (and a page's data is keyed
// by), and the read a URL asks for (lib/page-queries.ts in the client). No zod: the storefront's
// first download holds this.
import {
  readEntry,
  readKey,
  STOREFRONT_READ_NAMES,
  type ReadInput,
  type StorefrontReadName,
} from './storefront-reads';

/** A path's parameter names in order, and a pattern that captures each as it is in the URL. */
export function pathPattern(path: string): { names: string[]; pattern: RegExp } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { names, pattern: new RegExp(`^${source}$`) };
}

/**
 * The URL the client asks for: path parameters URI-encoded, the query as URLSearchParams writes
 * it, without the parameters left out.
 * @example readUrl('products', { collection: 'Summer Drop' }) // "/api/products?collection=Summer+Drop"
 */
export function readUrl<N extends StorefrontReadName>(name: N, input: ReadInput<N>): string {
  const read = readEntry(name);
  const values = input as Readonly<Record<string, string | undefined>>;
  const path = read.path.replace(/:(\w+)/g, (_, param: string) =>
    encodeURIComponent(values[param] ?? ''),
  );
  const query = new URLSearchParams();
  for (const param of read.query ?? []) {
    const value = values[param];
    if (value !== undefined) query.set(param, value);
  }
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

const byPath = new Map(
  STOREFRONT_READ_NAMES.filter((name) => !readEntry(name).path.includes('/:')).map((name) => [
    readEntry(name).path as string,
    name,
  ]),
);
const byPattern = STOREFRONT_READ_NAMES.filter((name) => readEntry(name).path.includes('/:')).map(
  (name) => ({ name, ...pathPattern(readEntry(name).path) }),
);

/**
 * The read a GET of this path and query is, with its input as the client sends it; null for a
 * URL the client never asks for: another path, a query parameter the read does not take, one
 * given twice or empty, or a parameter that is not valid URI encoding.
 */
export function readOfUrl(
  pathname: string,
  search: URLSearchParams,
): { name: StorefrontReadName; input: Readonly<Record<string, string>> } | null {
  const input: Record<string, string> = {};
  let name = byPath.get(pathname);
  if (name === undefined) {
    for (const candidate of byPattern) {
      const match = candidate.pattern.exec(pathname);
      if (!match) continue;
      try {
        candidate.names.forEach((param, index) => {
          input[param] = decodeURIComponent(match[index + 1]!);
        });
      } catch {
        return null;
      }
      name = candidate.name;
      break;
    }
    if (name === undefined) return null;
  }
  const names: readonly string[] = readEntry(name).query ?? [];
  for (const [param, value] of search) {
    if (!names.includes(param) || Object.hasOwn(input, param) || value === '') return null;
    input[param] = value;
  }
  return { name, input };
}

/** The query key a GET of this path and query answers, or null (see readOfUrl). */
export function readKeyOfUrl(pathname: string, search: URLSearchParams): readonly unknown[] | null {
  const read = readOfUrl(pathname, search);
  // The input matched the read's own path and query names.
  return read && readKey(read.name, read.input as ReadInput<typeof read.name>);
}
