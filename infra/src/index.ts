export * from './persistence';
export * from './queue';
export * from './mail';
export * from './security';
export * from './rate-limit';
