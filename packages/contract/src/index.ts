export * from './common';
export * from './auth';
export * from './tournaments';
export * from './config';
export * from './groups';
export * from './chat';
export * from './dashboard';
export * from './demo';
