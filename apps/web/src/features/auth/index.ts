// What other areas may show of auth (docs/architecture.md, "Between areas"): the profile's
// forms ask for a mailed code and a phone number the way sign-up does.
export { CodeField } from './components/code-field';
export { PhoneFields } from './components/phone-fields';
