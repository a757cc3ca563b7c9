import { RETCODE } from '@chronicle/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.js';
import { browser } from '../../lib/browser.js';
import { fakeApi, renderApp } from '../../test/render.js';
import { LoginForm } from './login-form.js';

// The sign-in check's workers do not run in jsdom; the solver's answer is what the server checks.
const solved = vi.hoisted(() => ({ counter: 42, derivedKey: 'ab12' }));
vi.mock('../../lib/risk-challenge/solver.js', () => ({
  solveInWorkers: vi.fn(() => Promise.resolve(solved)),
}));

/** Renders the form, fills it in and submits it, as a person would. */
async function logIn(account: string, password: string): Promise<void> {
  const user = userEvent.setup();
  await renderApp(<LoginForm />);
  await user.type(screen.getByLabelText('Account'), account);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('shows the translated -3208 message inline and the login-failed toast', async () => {
    const call = fakeApi({
      'account.login': () => new ApiError(RETCODE.BAD_CREDENTIALS, 'Invalid account or password'),
    });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    await logIn('traveler', 'nope');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The account or password is incorrect.',
    );
    expect(screen.getByRole('status').textContent).toContain('Login failed');
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'account.login' }), {
      account: 'traveler',
      password: 'nope',
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page after a successful login', async () => {
    fakeApi({
      'account.login': () => ({
        uid: '100000001',
        account: 'traveler',
        nickname: 'Traveler',
        is_minor: false,
      }),
    });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    await logIn('traveler', 'traveler-demo');

    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('runs the sign-in check when the server asks for it, then logs in with its proof', async () => {
    const logins: unknown[] = [];
    const call = fakeApi({
      'account.login': (input) => {
        logins.push(input);
        return logins.length === 1
          ? new ApiError(RETCODE.SIGN_IN_CHECK_REQUIRED, 'Too many attempts')
          : { uid: '100000001', account: 'traveler', nickname: 'Traveler', is_minor: false };
      },
      'account.challenge': () => ({
        challenge: 'check-1',
        pow: {
          parameters: {
            algorithm: 'PBKDF2/SHA-256',
            nonce: 'n',
            salt: 's',
            cost: 1,
            keyLength: 32,
            keyPrefix: 'ab',
          },
        },
      }),
    });
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    await logIn('traveler', 'traveler-demo');

    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ id: 'account.challenge' }), {
      purpose: 'login',
      account: 'traveler',
    });
    expect(logins).toEqual([
      { account: 'traveler', password: 'traveler-demo' },
      {
        account: 'traveler',
        password: 'traveler-demo',
        proof: { id: 'check-1', counter: '42', derived_key: 'ab12' },
      },
    ]);
  });

  it('shows the check while it runs', async () => {
    fakeApi({
      'account.login': () => new ApiError(RETCODE.SIGN_IN_CHECK_REQUIRED, 'Too many attempts'),
      // The check never comes back, so the form stays in its checking state.
      'account.challenge': () => new Promise(() => undefined),
    });
    await logIn('traveler', 'x');
    expect((await screen.findByText(/short security check/)).getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Checking…' })).toBeTruthy();
  });

  it('keeps submit disabled until both fields are filled, and can reveal the password', async () => {
    fakeApi({});
    const user = userEvent.setup();
    await renderApp(<LoginForm />);
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await user.type(screen.getByLabelText('Account'), 'traveler');
    await user.type(screen.getByLabelText('Password'), 'secret');
    expect((submit as HTMLButtonElement).disabled).toBe(false);

    const password = screen.getByLabelText<HTMLInputElement>('Password');
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('current-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it('offers the documented demo account', async () => {
    fakeApi({});
    await renderApp(<LoginForm />);
    expect(screen.getByText(/traveler-demo/)).toBeTruthy();
  });
});
