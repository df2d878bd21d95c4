import { generateLicenseSigningJwk } from './license-signing-keys';

// `make license-keygen`: a new private JWK on stdout, for LICENSE_SIGNING_KEYS or LICENSE_ROOT_KEY (see README, "Desktop licence API").
process.stdout.write(`${JSON.stringify(generateLicenseSigningJwk())}\n`);
