import { forecastMs } from '../timings';
import { buildBenchWorld } from '../world';
const world = await buildBenchWorld();
console.log('built', world.buildSeconds);
console.log(JSON.stringify(await forecastMs(world, await world.token(0)), null, 2));
await world.close();
