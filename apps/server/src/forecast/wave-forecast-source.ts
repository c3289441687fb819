/** Where `available_forecast_times` comes from: the demo model or MET Norway. */
export interface WaveForecastSource {
  readonly kind: 'demo' | 'met';
  /**
   * Forecast times, oldest first, as `YYYY-MM-DDTHH:mm:ssZ`. Rejects with
   * {@link ForecastUnavailableError} when no times could be had yet.
   */
  availableTimes(): Promise<string[]>;
}

/** The upstream has not answered usefully since start-up; there is nothing to offer. */
export class ForecastUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForecastUnavailableError';
  }
}
