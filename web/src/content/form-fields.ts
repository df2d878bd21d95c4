/** Words of the fields several forms share, so that a field reads the same wherever it is asked for. */

/** The address of an account, on the sign-in pages. */
export const accountEmailFieldCopy = { label: 'Email', placeholder: 'you@company.com' } as const;

/** A customer's name and company: signing up, and the Profile tab. */
export const nameFieldsCopy = {
  firstName: { label: 'First Name', placeholder: 'Jane' },
  lastName: { label: 'Last Name', placeholder: 'Smith' },
  company: { label: 'Company', placeholder: 'Your company' },
} as const;
