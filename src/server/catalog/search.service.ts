// Product search for the storefront and the back office: PostgreSQL full-text search over a
// weighted document (name, then collections and colours, then description) plus pg_trgm
// similarity for typos, in one query that both GIN indexes of migration 0003 serve.
import { asc, desc, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Product } from '../../shared/catalog/product.schema';
import { SEARCH_MAX_WORDS, SEARCH_RESULTS_LIMIT } from '../../shared/catalog/search-limits';
import type { DbOrTx } from '../db/client';
import { products } from '../db/schema/products';
import { toProduct } from './catalog.service';

/**
 * How alike a typed word and a word of the product must be (pg_trgm's strict word
 * similarity, 0-1). pg_trgm's default (0.5) misses one swapped letter in a six-letter word:
 * "hoddie" and "hoodie" share 4 of 10 trigrams (0.4). Lower thresholds let short words
 * match unrelated ones ("hat" and "hall" score 0.29).
 */
const WORD_SIMILARITY_THRESHOLD = 0.4;

// The same expressions as the indexes (migration 0003), so the planner can use them.
const searchVector = sql`product_search_vector(${products.name}, ${products.description}, ${products.collections}, ${products.colors})`;
const searchText = sql`product_search_text(${products.name}, ${products.description}, ${products.collections}, ${products.colors})`;

export interface SearchResult {
  products: Product[];
  /** Every match, also those past the limit. */
  total: number;
}

/** Letters and digits only: no word can carry tsquery syntax (`&`, `|`, `!`, `:`). */
export function searchWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_MAX_WORDS);
}

const prefixQuery = (words: string[]) =>
  sql`to_tsquery('english'::regconfig, ${words.map((word) => `${word}:*`).join(' | ')}::text)`;

/**
 * The one query of a search for `words` (from `searchWords`): products matching every word
 * (by its stem or prefix, or by trigram similarity, which forgives typos), in stock first,
 * then those whose name matches, then by relevance. A word the English dictionary ignores
 * ("of", "the") is skipped, unless the query has nothing else. Run it inside
 * `withSearchSettings`; exported on its own so a test can read its plan.
 */
export function searchQuery(db: DbOrTx, words: string[], limit: number | null) {
  const anyWord = prefixQuery(words);
  const onlyStopWords = sql`numnode(${anyWord}) = 0`;
  const perWord = words.map((word) => {
    const wordQuery = prefixQuery([word]);
    const isStopWord = sql`numnode(${wordQuery}) = 0`;
    return {
      matches: sql`((${isStopWord} and not ${onlyStopWords}) or ${searchVector} @@ ${wordQuery} or ${word}::text <<% ${searchText})`,
      inName: sql`(not ${isStopWord} and ${word}::text <<% ${products.name})`,
    };
  });
  const nameMatches: SQL = sql`(to_tsvector('english'::regconfig, ${products.name}) @@ ${anyWord} or ${sql.join(
    perWord.map((word) => word.inName),
    sql` or `,
  )})`;
  const relevance = sql`ts_rank(${searchVector}, ${anyWord}) + strict_word_similarity(${words.join(' ')}::text, ${searchText})`;

  const query = db
    .select({ ...getTableColumns(products), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(
      sql.join(
        perWord.map((word) => word.matches),
        sql` and `,
      ),
    )
    .orderBy(
      desc(products.inStock),
      desc(nameMatches),
      desc(relevance),
      asc(products.name),
      asc(products.id),
    );
  return limit === null ? query : query.limit(limit);
}

/** Runs `work` in a transaction whose trigram threshold is the search's own. */
export function withSearchSettings<T>(db: DbOrTx, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // `set local`: this transaction only. The `<<%` operator, which the trigram index
    // serves, compares against this setting.
    await tx.execute(
      sql.raw(`set local pg_trgm.strict_word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`),
    );
    return work(tx);
  });
}

/** A search as the storefront and the back office run it: see `searchQuery`. */
export async function searchProducts(
  db: DbOrTx,
  query: string,
  /** null: every match (the back office). */
  limit: number | null = SEARCH_RESULTS_LIMIT,
): Promise<SearchResult> {
  const words = searchWords(query);
  if (words.length === 0) return { products: [], total: 0 };
  const rows = await withSearchSettings(db, async (tx) => searchQuery(tx, words, limit));
  return { products: rows.map(toProduct), total: rows[0]?.total ?? 0 };
}
