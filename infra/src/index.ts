export * from './persistence';
export { isUniqueViolation } from './persistence/unique-violation';
export * from './queue';
export * from './mail';
export * from './security';
export * from './rate-limit';
export * from './captcha';
export * from './storage';
export * from './payment';
