// What other areas may show of auth (docs/architecture.md, "Between areas"): the profile's
// forms ask for a mailed code, an email address, a phone number, names and a new password
// the way sign-up does.
export { CodeField } from './components/code-field';
export { PhoneFields } from './components/phone-fields';
export { EmailField, NameFields, NewPasswordFields } from './components/account-form-fields';
export { useCodeForm } from './code-form';
