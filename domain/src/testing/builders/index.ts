export * from './builder-defaults';
export * from './user.builder';
export * from './license.builder';
export * from './subscription.builder';
export * from './billing-profile.builder';
export * from './ledger-entry.builder';
export * from './billing-document-draft.builder';
export * from './invoice-facts.builder';
