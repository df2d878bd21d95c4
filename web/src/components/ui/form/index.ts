export { FieldFrame, type BoundControl, type FieldFrameProps } from './field-frame';
export { TextField, type TextFieldProps } from './text-field';
export { TextareaField, type TextareaFieldProps } from './textarea-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { HoneypotField, type HoneypotFieldProps } from './honeypot-field';
export { useSubmitFirstForm } from './use-submit-first-form';
export { serverFieldErrors } from './server-field-errors';
export { AuthenticatorCodeField, SecondFactorField } from './second-factor-field';
export {
  authenticatorCodeRule,
  EMPTY_SECOND_FACTOR,
  secondFactorProof,
  secondFactorSchemaFields,
  type SecondFactorValues,
} from './second-factor';
