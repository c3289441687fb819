// The search sources the box asks (spec 01 §3): each added once, and only after its preload
// succeeded, so a source that cannot start never shows as a silent empty section (R18.01).
import type { DatasetSearchHost, DatasetSearchSource } from '@havkart/datasets-core/client';

export class SearchSourceRegistry {
  readonly #sources = new Map<string, DatasetSearchSource>();

  /** Adds a source; a second source with the same id is a programming error. */
  add(source: DatasetSearchSource): void {
    if (this.#sources.has(source.id)) {
      throw new Error(`Search source "${source.id}" is already registered`);
    }
    this.#sources.set(source.id, source);
  }

  /** Runs the source's preload, then adds it; false (and logged) when the preload failed. */
  async addAfterPreload(
    source: DatasetSearchSource,
    host: DatasetSearchHost,
    signal: AbortSignal,
    log: Pick<Console, 'warn'> = console,
  ): Promise<boolean> {
    try {
      await source.preload?.(host, signal);
    } catch (error) {
      log.warn(`Search source "${source.id}" left out: its preload failed`, error);
      return false;
    }
    this.add(source);
    return true;
  }

  /** The sources, lowest priority number first. */
  list(): DatasetSearchSource[] {
    return [...this.#sources.values()].sort((a, b) => a.priority - b.priority);
  }
}
