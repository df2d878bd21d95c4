import { generateLicenseSigningJwk } from './license-signing-keys';

// `make license-keygen`: a new private JWK on stdout, for LICENSE_SIGNING_KEYS or LICENSE_ROOT_KEY (see docs/licensing.md, "Keys and rotation").
process.stdout.write(`${JSON.stringify(generateLicenseSigningJwk())}\n`);
