/** The events area's public entry: the bus every instance shares, and its helpers for memories. */
export { EventBus, type Notice } from './bus';
