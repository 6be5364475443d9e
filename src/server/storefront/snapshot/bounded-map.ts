/**
 * A Map that forgets its oldest entries past `limit`: for answers made on demand (a
 * collection's list, a product page, a search) that live only as long as their snapshot.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly limit: number) {}

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.limit) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  /** The value under `key`, made by `make` and kept when it is not there yet. */
  getOrSet(key: K, make: () => V): V {
    const found = this.#entries.get(key);
    if (found !== undefined) return found;
    const made = make();
    this.set(key, made);
    return made;
  }

  clear(): void {
    this.#entries.clear();
  }
}
