export { createSimulator } from './simulator';
export type { Simulator, SimulatorOptions } from './simulator';
