import { describe, expect, it } from 'vitest';
import { emptyRegister, isValidOtp, loginProblem, missingRegisterFields, registrationProblem } from './signupFields';

const filled = { name: 'Priya Sharma', email: 'priya@example.in', contact: '', password: 'bird-spikes-42', confirmPassword: 'bird-spikes-42', messaging: {} };

describe('the register face checks', () => {
  it('asks for the name, e-mail and both passwords; the contact number is optional', () => {
    expect(registrationProblem(emptyRegister)).toBe('Please fill all required signup fields');
    expect(missingRegisterFields(emptyRegister)).toEqual(['name', 'email', 'password', 'confirmPassword']);
    expect(registrationProblem(filled)).toBeNull();
  });

  it('counts a field of spaces as empty', () => {
    expect(registrationProblem({ ...filled, name: '   ' })).toBe('Please fill all required signup fields');
    expect(missingRegisterFields({ ...filled, email: ' ' })).toEqual(['email']);
  });

  it("says 'Both passwords don't match' when they differ", () => {
    expect(registrationProblem({ ...filled, confirmPassword: 'bird-spikes-43' })).toBe("Both passwords don't match");
  });

  it('wants a mobile number it can message once WhatsApp or SMS updates are ticked', () => {
    const ticked = { ...filled, messaging: { order_updates: ['whatsapp' as const], marketing: [] } };
    expect(registrationProblem(ticked)).toBe('Enter a 10-digit mobile number for WhatsApp or SMS updates, or untick them.');
    expect(registrationProblem({ ...ticked, messaging: { ...ticked.messaging, mobile: '12345' } })).toBe('Enter a 10-digit mobile number for WhatsApp or SMS updates, or untick them.');
    expect(registrationProblem({ ...ticked, messaging: { ...ticked.messaging, mobile: '+91 98765 43210' } })).toBeNull();
  });
});

describe('the login face checks', () => {
  it("asks for both the e-mail and the password: 'Please enter login credentials'", () => {
    expect(loginProblem({ email: '', password: 'x' })).toBe('Please enter login credentials');
    expect(loginProblem({ email: 'priya@example.in', password: '' })).toBe('Please enter login credentials');
    expect(loginProblem({ email: 'priya@example.in', password: 'x' })).toBeNull();
  });
});

describe('the one-time password', () => {
  it('is exactly six digits', () => {
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('1234567')).toBe(false);
    expect(isValidOtp('12 456')).toBe(false);
    expect(isValidOtp('12345a')).toBe(false);
  });
});
