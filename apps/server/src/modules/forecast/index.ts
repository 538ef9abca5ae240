/** The forecast area's public entry: live win probabilities, expected payouts, rooting. */
export { ForecastService, forecastTagOf } from './forecast-service';
export type { EntryForecast, Forecast } from './forecast-service';
export type { ForecastInput } from './forecast-input';
export { forecast } from './plugin';
