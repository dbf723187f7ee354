export { EmailVerification } from './EmailVerification';
