export * from './common';
export * from './auth';
export * from './tournaments';
export * from './config';
