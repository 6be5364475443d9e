// A storefront read through the test app, at the URL the browser's client asks for (the table's
// `readUrl`), and its answer parsed by the read's own response schema.
import {
  STOREFRONT_READ_SCHEMAS,
  type ReadResponse,
} from '../../shared/storefront/storefront-read-schemas';
import { readUrl } from '../../shared/storefront/storefront-read-urls';
import type { ReadInput, StorefrontReadName } from '../../shared/storefront/storefront-reads';
import type { TestApp } from './test-app';

export function getRead<N extends StorefrontReadName>(
  t: Pick<TestApp, 'request'>,
  name: N,
  input: ReadInput<N>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return t.request('GET', readUrl(name, input), { headers });
}

/** The read's 200 answer, as its response schema parses it; anything else throws. */
export async function readAnswer<N extends StorefrontReadName>(
  t: Pick<TestApp, 'request'>,
  name: N,
  input: ReadInput<N>,
): Promise<ReadResponse<N>> {
  const response = await getRead(t, name, input);
  if (response.status !== 200) {
    throw new Error(`${readUrl(name, input)}: ${response.status} ${await response.text()}`);
  }
  return STOREFRONT_READ_SCHEMAS[name].response.parse(await response.json()) as ReadResponse<N>;
}
