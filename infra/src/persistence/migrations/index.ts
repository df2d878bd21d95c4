import { InitialSchema1763769600000 } from './1763769600000-initial-schema';

/** Every migration, oldest first. A new one is appended here. */
export const migrations = [InitialSchema1763769600000];
