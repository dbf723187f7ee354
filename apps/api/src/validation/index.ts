/**
 * Validation's public face: the field rules every validator shares (text, e-mail, Indian mobile numbers,
 * the contract's limits, Zod's issues as field errors), as the rest of the API uses them.
 */
export { contractLimit } from './contract-limit';
export { emailAddress, normaliseEmail } from './email';
export { aString, addFieldError, fieldErrorsOf, optionalText, parseOrThrow, requiredText } from './fields';
export { optionalIndianMobile } from './indian-mobile';
export { BLANK_MESSAGE, EMAIL_MESSAGE, MOBILE_INVALID, PINCODE_INVALID, REQUIRED_MESSAGE, shapeProblem, sharedRuleProblems } from './shape-problems';
export { requiredStaffText } from './staff-text';
