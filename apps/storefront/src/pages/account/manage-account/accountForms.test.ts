import { describe, expect, it } from 'vitest';
import { emptyPasswords, passwordProblem } from './passwordChange';
import { profileUpdate } from './profileChanges';

const saved = { name: 'Priya Sharma', contact: '9876501234', language: 'en' } as const;

describe('the profile change', () => {
  it('sends only what changed, trimmed', () => {
    expect(profileUpdate(saved, { ...saved, name: ' Priya S. Sharma ' })).toEqual({ name: 'Priya S. Sharma' });
    expect(profileUpdate(saved, { ...saved, contact: '+91 98765 00000' })).toEqual({ contact: '+91 98765 00000' });
    expect(profileUpdate(saved, { ...saved, name: 'Priya', contact: '' })).toEqual({ name: 'Priya', contact: '' });
    expect(profileUpdate(saved, { ...saved, language: 'hi' })).toEqual({ language: 'hi' });
  });

  it('is nothing when nothing changed (spaces around the text do not count)', () => {
    expect(profileUpdate(saved, { ...saved, name: 'Priya Sharma ', contact: ' 9876501234' })).toBeNull();
  });
});

describe('the password change checks', () => {
  const required = 'This field is required.';

  it('asks for all three fields, naming the first empty one', () => {
    expect(passwordProblem(emptyPasswords)).toEqual({
      toast: 'Please fill in all three password fields.',
      field: 'current_password',
      message: required,
    });
    expect(passwordProblem({ current_password: 'old-secret', new_password: 'new-secret-1', confirm_password: '' })?.field).toBe(
      'confirm_password',
    );
  });

  it("says 'Both passwords don't match' when the new one differs from its confirmation", () => {
    expect(passwordProblem({ current_password: 'old-secret', new_password: 'new-secret-1', confirm_password: 'new-secret-2' })).toEqual({
      toast: "Both passwords don't match",
      field: 'confirm_password',
      message: "Both passwords don't match",
    });
  });

  it('refuses the current password as the new one, and passes a proper change', () => {
    expect(passwordProblem({ current_password: 'same-secret', new_password: 'same-secret', confirm_password: 'same-secret' })?.field).toBe(
      'new_password',
    );
    expect(passwordProblem({ current_password: 'old-secret', new_password: 'new-secret-1', confirm_password: 'new-secret-1' })).toBeNull();
  });

  it('takes passwords as typed: spaces are characters, not blanks', () => {
    expect(passwordProblem({ current_password: ' ', new_password: '  new  ', confirm_password: '  new  ' })).toBeNull();
  });
});
