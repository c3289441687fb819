/**
 * What the start-up preload hands the dataset framework once every required preload
 * succeeded (spec 01 §4 step 4). Field names follow the server's catalogue answers.
 */
export interface StartupCatalogue {
  /** `GET /api/v1/spadataset/groups/{app}`, in menu order. */
  readonly groups: readonly {
    readonly id: string;
    readonly name: string;
    readonly order: number;
    readonly collapsedDefault: boolean;
  }[];
  /** `GET /api/v1/spadataset/data/{app}`, keyed by dataset id. */
  readonly datasets: Readonly<
    Record<string, { readonly datasetId: string; readonly name: string; readonly group: string }>
  >;
  /** `available_forecast_times` of the wave forecast, ISO times. */
  readonly forecastTimes: readonly string[];
}

/** Builds the dataset services for a catalogue; provided by the dataset framework. */
export type DatasetServicesFactory = (catalogue: StartupCatalogue) => void;

let factory: DatasetServicesFactory | undefined;
let createdFor: StartupCatalogue | undefined;

/** The dataset framework plugs its service creation in here, once, at module load. */
export function provideDatasetServices(create: DatasetServicesFactory): void {
  factory = create;
}

/**
 * The one call start-up makes into the dataset framework, and only after a successful
 * preload; a failed preload never reaches it, so no dataset service exists then.
 */
export function createDatasetServices(catalogue: StartupCatalogue): void {
  createdFor = catalogue;
  factory?.(catalogue);
}

/** The catalogue services were created for, if any (start-up status and tests read it). */
export function datasetServicesCatalogue(): StartupCatalogue | undefined {
  return createdFor;
}
