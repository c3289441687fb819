// One dataset's lifecycle (spec 02 §4): activating fetches, then sets active; deactivating
// clears the data; disabling is separate. The map sees it only through the composer.
import type { Feature, FeatureCollection } from 'geojson';
import type { CatalogueDataset } from '@havkart/datasets-core';
import type {
  DatasetClientPart,
  DatasetLayerContext,
  DatasetLiveHandle,
  DatasetLiveHost,
} from '@havkart/datasets-core/client';
import { dataUrlFollowsTime, datasetSourceFor, expandDataUrl } from '@havkart/domain';
import type { MapDatasetDescriptor } from '../map/composer.js';
import { datasetDescriptor, isTileTemplate } from './map-descriptor.js';

/** Dataset flags of spec 02 §3. */
export interface DatasetFlags {
  readonly active: boolean;
  readonly initialized: boolean;
  readonly disabled: boolean;
  readonly updating: boolean;
}

export const INITIAL_FLAGS: DatasetFlags = {
  active: false,
  initialized: false,
  disabled: false,
  updating: false,
};

/** The composer calls a service makes. */
export interface DatasetComposer {
  add(descriptor: MapDatasetDescriptor): void;
  remove(datasetId: string): void;
  has(datasetId: string): boolean;
  /** New data in place of `was` in the dataset's sources; false when none held it. */
  replaceData?(datasetId: string, was: unknown, next: unknown): boolean;
}

export interface DatasetServiceDeps {
  readonly composer: DatasetComposer;
  /** GET of a data URL; resolves `undefined` for 204 or an empty body. */
  fetchData(url: string, options: { apiKey: boolean }): Promise<unknown>;
  /** GET of a text answer (a tile token); absent: a part needing a token cannot activate. */
  fetchText?(url: string, options: { apiKey: boolean }): Promise<string>;
  /** The layer context but for what the service fills in (URL, options, schema). */
  layerContext(): Omit<DatasetLayerContext, 'dataUrl' | 'options' | 'tileSchema'>;
  /** The dataset's saved options. */
  options(): Readonly<Record<string, unknown>>;
  /** The active-filter body of its filters; absent: none. */
  filterBody?(): Readonly<Record<string, unknown>>;
  /** The user's roles, when known; the catalogue already lists only the caller's sources. */
  roles(): readonly string[] | undefined;
  /** Called on every flag change (the menu follows it). */
  onFlags(datasetId: string, flags: DatasetFlags): void;
  /** What a live dataset's part runs against (map, requests, settings); absent: none run. */
  liveHost?(datasetId: string): DatasetLiveHost;
  readonly log: Pick<Console, 'warn' | 'error'>;
}

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * What a data URL answered, as data a GeoJSON source can hold: nothing (204, empty body) is
 * empty; anything but a Feature or FeatureCollection is logged and shows nothing (spec 02 §5).
 */
export function vectorData(
  answer: unknown,
  log: Pick<Console, 'error'>,
): Feature | FeatureCollection {
  if (answer === undefined || answer === null || answer === '') return EMPTY;
  const type = (answer as { type?: unknown }).type;
  if (type === 'Feature' || type === 'FeatureCollection') {
    return answer as Feature | FeatureCollection;
  }
  log.error('Invalid data type for GeoJSON source');
  return EMPTY;
}

/** The data URL: the last source whose required roles the user holds (spec 02 §6). */
export function sourceUrl(
  dataset: Pick<CatalogueDataset, 'sources'>,
  roles: readonly string[] | undefined,
): string | undefined {
  if (roles === undefined) return dataset.sources.at(-1)?.dataUrl;
  const sources = dataset.sources.map((source) => ({ ...source, url: source.dataUrl }));
  return datasetSourceFor(sources, { roles: [...roles] })?.url;
}

export class DatasetService {
  #flags: DatasetFlags = INITIAL_FLAGS;
  #data: unknown = null;
  /** The running live part of a live dataset while it is active. */
  #live: DatasetLiveHandle | null = null;
  /** Each activation's number; a later call wins over an earlier one still fetching. */
  #generation = 0;

  constructor(
    readonly dataset: CatalogueDataset,
    readonly part: DatasetClientPart<unknown>,
    private readonly deps: DatasetServiceDeps,
  ) {}

  get id(): string {
    return this.dataset.datasetId;
  }

  get flags(): DatasetFlags {
    return this.#flags;
  }

  /** The data of the last activation (a live dataset: what it draws now); null while inactive. */
  get data(): unknown {
    return this.#live ? this.#live.data() : this.#data;
  }

  #set(change: Partial<DatasetFlags>): void {
    this.#flags = { ...this.#flags, ...change };
    this.deps.onFlags(this.id, this.#flags);
  }

  /** Fetches the data, draws it, then sets active. Rejects (and logs) when that fails. */
  async activate(): Promise<void> {
    const generation = ++this.#generation;
    this.#set({ updating: true });
    try {
      if (this.#flags.disabled) throw new Error(`dataset ${this.id} is disabled`);
      const source = this.#dataUrl();
      if (source === undefined) throw new Error(`dataset ${this.id} has no source for the user`);
      const url = this.part.tileToken ? await this.#withToken(source, this.part.tileToken) : source;
      // A live dataset's part fetches and streams its own data once its layers are drawn.
      const live = this.part.live && this.deps.liveHost ? this.part.live : undefined;
      const data = live
        ? EMPTY
        : isTileTemplate(url)
          ? url
          : vectorData(
              await this.deps.fetchData(url, { apiKey: this.dataset.needsApiKey }),
              this.deps.log,
            );
      if (generation !== this.#generation) return;
      const context = this.layerContext(url);
      const descriptor = datasetDescriptor(this.dataset, this.part, context, data);
      const { composer } = this.deps;
      if (composer.has(this.id)) composer.remove(this.id);
      composer.add(descriptor);
      this.#stopLive();
      if (live && this.deps.liveHost) this.#live = live(this.deps.liveHost(this.id));
      this.#data = data;
      this.#set({ active: true, initialized: true, updating: false });
    } catch (error) {
      if (generation === this.#generation) this.#set({ updating: false });
      this.deps.log.error(`Activating dataset ${this.id} failed`, error);
      throw error;
    }
  }

  /** The tile URL with a fresh `?token=` from the part's token path; rejects without one. */
  async #withToken(url: string, tokenPath: string): Promise<string> {
    if (!this.deps.fetchText)
      throw new Error(`dataset ${this.id} needs a token and cannot fetch one`);
    const token = (
      await this.deps.fetchText(tokenPath, { apiKey: this.dataset.needsApiKey })
    ).trim();
    if (!token) throw new Error(`dataset ${this.id} got an empty token`);
    return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
  }

  /** Takes it off the map and clears its data. A failure is logged and passed on. */
  async deactivate(): Promise<void> {
    this.#generation++;
    try {
      this.#stopLive();
      this.deps.composer.remove(this.id);
      this.#data = null;
      this.#set({ active: false, updating: false });
    } catch (error) {
      this.deps.log.error(`Deactivating dataset ${this.id} failed`, error);
      throw error;
    }
  }

  #stopLive(): void {
    this.#live?.stop();
    this.#live = null;
  }

  /** Disabling only sets the flag; whether it stays on the map is the caller's choice. */
  disable(): void {
    this.#set({ disabled: true });
  }

  enable(): void {
    this.#set({ disabled: false });
  }

  /**
   * The data URL the user's roles select, its `{time}`, `{week}`, `{year}` and `{lang}` filled
   * from the selected forecast time and the language.
   */
  #dataUrl(): string | undefined {
    const { selectedTime, now } = this.deps.layerContext();
    return this.dataUrlAt(selectedTime ?? new Date(now ?? Date.now()).toISOString());
  }

  /** Its data URL as it will be asked for at another forecast time (to fetch ahead). */
  dataUrlAt(time: string): string | undefined {
    const template = sourceUrl(this.dataset, this.deps.roles());
    if (template === undefined) return undefined;
    return expandDataUrl(template, { time, language: this.deps.layerContext().language });
  }

  /** Whether its layers or data change with the selected forecast time (R15.17). */
  followsSelectedTime(): boolean {
    const template = sourceUrl(this.dataset, this.deps.roles()) ?? '';
    return this.part.followsSelectedTime === true || dataUrlFollowsTime(template);
  }

  /** Whether its data is asked for in the interface language (`{lang}` in the data URL). */
  dataUrlFollowsLanguage(): boolean {
    return (sourceUrl(this.dataset, this.deps.roles()) ?? '').includes('{lang}');
  }

  /** What its layers and legend are drawn for, with the data URL the user's roles select. */
  layerContext(url = this.#dataUrl() ?? ''): DatasetLayerContext {
    return {
      ...this.deps.layerContext(),
      dataUrl: url,
      options: this.deps.options(),
      ...(this.deps.filterBody ? { filters: this.deps.filterBody() } : {}),
      ...(this.dataset.tileSchema ? { tileSchema: this.dataset.tileSchema } : {}),
    };
  }

  /**
   * Fetches its data again and puts it in place while it is active (a `periodic` dataset's
   * timer): layers, popups and the map stay as they are. Tiles and live datasets keep their
   * own ways of staying current; a failed fetch rejects and the drawn data stays.
   */
  async update(): Promise<void> {
    if (!this.#flags.active || this.#live || this.#flags.updating || this.part.tileToken) return;
    const url = this.#dataUrl();
    if (url === undefined || isTileTemplate(url)) return;
    const generation = this.#generation;
    const data = vectorData(
      await this.deps.fetchData(url, { apiKey: this.dataset.needsApiKey }),
      this.deps.log,
    );
    // Switched off, or activated anew, while the answer was on its way: that one stands.
    if (generation !== this.#generation || !this.#flags.active) return;
    if (this.deps.composer.replaceData?.(this.id, this.#data, data)) this.#data = data;
    else await this.activate();
  }

  /** Rebuilds its layers (language, depth unit or options changed) when it is active. */
  async refresh(): Promise<void> {
    if (this.#flags.active) await this.activate();
  }
}
