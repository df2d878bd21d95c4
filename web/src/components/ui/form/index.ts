export { TextField } from './text-field';
export { TextareaField } from './textarea-field';
export { SelectField } from './select-field';
export { HoneypotField } from './honeypot-field';
export { useSubmitFirstForm } from './use-submit-first-form';
export { serverFieldErrors } from './server-field-errors';
export { AuthenticatorCodeField, SecondFactorField } from './second-factor-field';
export { authenticatorCodeRule, EMPTY_SECOND_FACTOR, secondFactorProof, secondFactorSchemaFields, type SecondFactorValues } from './second-factor';
export { SubmitButton } from './submit-button';
