/** The reference client of the PointForge licence API; docs/licence-protocol.md explains the protocol. */
export * from './device-sign-in';
export * from './fingerprint';
export * from './licence-api.client';
export * from './licence-api.messages';
export * from './licence-client';
export * from './licence-file';
export * from './licence-store';
export * from './licence-verifier';
export * from './offline-activation';
export * from './refresh-policy';
export * from './signed-key-set';
export * from './update-check';
