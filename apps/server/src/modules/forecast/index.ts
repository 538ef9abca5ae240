/** The forecast area's public entry: live win probabilities, expected payouts, rooting. */
export { ForecastService, forecastTagOf } from './forecast-service';
export type { EntryForecast, Forecast, ForecastInput } from './forecast-service';
export { ForecastThread } from './forecast-thread';
