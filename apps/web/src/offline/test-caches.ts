/** An in-memory Cache Storage for unit tests: counts the calls a check makes. */
export class MemoryCaches {
  readonly stores = new Map<string, Map<string, Response>>();
  keysCalls = 0;
  matchCalls = 0;
  /** A `put` after this many stored files fails as a full quota. */
  quotaFiles = Number.POSITIVE_INFINITY;
  #stored = 0;

  async open(name: string) {
    let store = this.stores.get(name);
    if (!store) {
      store = new Map();
      this.stores.set(name, store);
    }
    const entries = store;
    return {
      put: async (url: string, response: Response) => {
        if (this.#stored >= this.quotaFiles) {
          throw new DOMException('full', 'QuotaExceededError');
        }
        this.#stored++;
        entries.set(url, response);
      },
      keys: async () => {
        this.keysCalls++;
        return [...entries.keys()].map((url) => ({ url }));
      },
      match: async (url: string) => {
        this.matchCalls++;
        return entries.get(url);
      },
    };
  }

  async has(name: string) {
    return this.stores.has(name);
  }

  async delete(name: string) {
    return this.stores.delete(name);
  }
}
