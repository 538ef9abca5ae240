export { createSimulator } from './simulator';
export type { Simulator, SimulatorOptions } from './simulator';
export { withWithdrawals, type WithdrawingProvider } from './withdrawals';
