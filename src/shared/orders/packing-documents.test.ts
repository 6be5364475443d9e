import { describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENT_ORDERS,
  OrderIdsQuerySchema,
  packingDocumentFileName,
  tooManyOrders,
} from './packing-documents';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const issue = (ids: string) => OrderIdsQuerySchema.safeParse({ ids }).error?.issues[0]?.message;

describe('OrderIdsQuerySchema', () => {
  it('keeps the order given, each order once', () => {
    expect(OrderIdsQuerySchema.parse({ ids: `${B}, ${A},${B},` })).toEqual({ ids: [B, A] });
  });

  it(`takes ${MAX_DOCUMENT_ORDERS} orders and refuses one more, naming the count`, () => {
    const ids = (count: number) =>
      Array.from({ length: count }, (_, index) => `${String(index).padStart(8, '0')}${A.slice(8)}`);
    expect(OrderIdsQuerySchema.parse({ ids: ids(100).join(',') }).ids).toHaveLength(100);
    expect(issue(ids(101).join(','))).toBe(tooManyOrders(101));
  });

  it('refuses no orders and ids that are not ids', () => {
    expect(issue('')).toBe('Choose at least one order.');
    expect(issue(`${A},CTK-12345`)).toBe('Not a valid order id');
  });
});

describe('packingDocumentFileName', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  it('names one order by its number, several by the day', () => {
    expect(packingDocumentFileName('packing-slip', ['CTK-12345'], today)).toBe(
      'packing-slip-CTK-12345.pdf',
    );
    expect(packingDocumentFileName('invoice', ['CTK-1', 'CTK-2'], today)).toBe(
      'invoices-2026-11-22.pdf',
    );
  });
});
