import { describe, expect, it } from 'vitest';
import { conflict, DomainError, invalid } from '../domain-errors';
import { fromDomainError } from './errors';

describe('fromDomainError', () => {
  it.each([
    [invalid('Please select a payment method'), 400, 'invalid_request'],
    [invalid('Gone Tee is sold out', 'product_unavailable'), 400, 'product_unavailable'],
    [new DomainError('not_found', 'Order not found.'), 404, 'not_found'],
    [conflict('This discount code has already been used', 'discount_used'), 409, 'discount_used'],
    [conflict('Taken'), 409, 'conflict'],
  ])('answers %o with %i and code %s, keeping the message', (error, status, code) => {
    const answer = fromDomainError(error);
    expect(answer).toMatchObject({ status, code, message: error.message });
  });
});
