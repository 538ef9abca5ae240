/** The events area's public entry: the bus every instance shares. */
export { EventBus, type Notice } from './bus';
