import { InitialSchema1763769600000 } from './1763769600000-initial-schema';
import { TwoFactor1764100000100 } from './1764100000100-two-factor';

/** Every migration, oldest first. A new one is appended here. */
export const migrations = [InitialSchema1763769600000, TwoFactor1764100000100];
