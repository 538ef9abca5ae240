/** The events area's public entry: the bus every instance shares, and the area's plugin. */
export { EventBus, type Notice } from './bus';
export { events } from './plugin';
