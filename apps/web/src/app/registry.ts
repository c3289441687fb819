/**
 * A named collection that refuses a second entry under the same id, so two features can
 * never silently replace each other's view, filter or control.
 */
export class Registry<T extends { readonly id: string }> {
  readonly #entries = new Map<string, T>();

  /** @param kind what the entries are, for error messages ("details view", "map control"). */
  constructor(readonly kind: string) {}

  register(entry: T): void {
    if (!/^[a-z0-9][a-z0-9-]*$/.test(entry.id)) {
      throw new Error(`${this.kind} id "${entry.id}" must be lower-case letters, digits and -`);
    }
    if (this.#entries.has(entry.id)) {
      throw new Error(`${this.kind} "${entry.id}" is already registered; ids must be unique`);
    }
    this.#entries.set(entry.id, entry);
  }

  get(id: string): T | undefined {
    return this.#entries.get(id);
  }

  has(id: string): boolean {
    return this.#entries.has(id);
  }

  /** Entries in the order they were registered. */
  list(): T[] {
    return [...this.#entries.values()];
  }
}
