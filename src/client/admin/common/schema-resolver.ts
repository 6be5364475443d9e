import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the form with the server's own zod schema (one set of
 * rules, DESIGN.md "Forms"). `toInput` turns what the inputs hold into the API body first, for
 * forms whose fields differ from it (dollars typed for cents, local times for ISO instants);
 * the schema's messages then land on the fields of the same name.
 */
export function schemaResolver<TForm extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  toInput: (values: TForm) => unknown = (values) => values,
): Resolver<TForm, unknown, TOutput> {
  // The schema's input type differs from the form's by design (see `toInput`), which
  // zodResolver's signature cannot express; the casts stay in this one place.
  const resolve = zodResolver(schema as z.ZodType<TOutput, FieldValues>) as unknown as (
    values: unknown,
    context: unknown,
    options: unknown,
  ) => Promise<ResolverResult<TForm, TOutput>>;
  return (values, context, options) => resolve(toInput(values), context, options);
}
