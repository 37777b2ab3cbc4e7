import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { startTestI18n } from '../../testing/i18n';
import { minLength, required, sameAs, validateFields, type FieldErrors } from './field-rules';
import { FormFooter, PasswordField, TextField } from './form-field';
import { useFieldMessage } from './use-field-message';
import { useFormState } from './use-form-state';

type Values = { username: string; password: string; confirm: string };
const RULES = {
  username: [required<Values>()],
  password: [required<Values>(), minLength<Values>(6)],
  confirm: [sameAs<Values>('password')],
};

/** A form built the one way the kit offers: values in state, rules, useFormState. */
function SignUp({ send }: { send: (values: Values) => Promise<void> }) {
  const [values, setValues] = useState<Values>({ username: '', password: '', confirm: '' });
  const state = useFormState<FieldErrors<Values>>();
  const message = useFieldMessage();
  const set = (name: keyof Values) => (value: string) => setValues({ ...values, [name]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.rejectInvalid(validateFields(values, RULES))) return;
    void state.submit(
      () => send(values),
      () => state.setFormError('Refused'),
    );
  };
  return (
    <form ref={state.form} onSubmit={submit} noValidate>
      <TextField
        name="username"
        label="Username"
        value={values.username}
        onChange={set('username')}
        error={message(state.errors.username)}
        hint="Letters and digits"
        required
      />
      <PasswordField
        name="password"
        label="Password"
        value={values.password}
        onChange={set('password')}
        error={message(state.errors.password)}
      />
      <PasswordField
        name="confirm"
        label="Confirm password"
        value={values.confirm}
        onChange={set('confirm')}
        error={message(state.errors.confirm)}
      />
      <FormFooter error={state.formError} busy={state.busy} label="Sign up" />
    </form>
  );
}

const flushFrame = () => act(() => new Promise((resolve) => requestAnimationFrame(resolve)));

describe('in EN', () => {
  beforeAll(() => startTestI18n('en'));

  it('an empty submit names what is wrong on each field and moves the focus to the first', async () => {
    const send = jest.fn();
    render(<SignUp send={send} />);
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAccessibleDescription('Letters and digits');
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await flushFrame();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Input cannot be empty');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Input cannot be empty');
    expect(username).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('a short password and a wrong confirmation are refused; a fixed form is sent once', async () => {
    let finish!: () => void;
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignUp send={send} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
      target: { value: 'rahim' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abd' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await flushFrame();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter at least 6 characters',
    );
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'Incorrect confirmation input',
    );
    expect(screen.getByLabelText('Password')).toHaveFocus();

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcdef' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abcdef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(send).toHaveBeenCalledWith({ username: 'rahim', password: 'abcdef', confirm: 'abcdef' });
    expect(screen.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('a refused call shows the form-level error as an alert', async () => {
    render(<SignUp send={() => Promise.reject(new Error('no'))} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Username' }), {
      target: { value: 'rahim' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abcdef' } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'abcdef' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
  });

  it('the password toggle shows what was typed and says what it will do next', () => {
    render(<SignUp send={jest.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getAllByRole('button', { name: 'Show password' })[0]!;
    fireEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAccessibleName('Hide password');
  });
});

describe('in BN', () => {
  beforeAll(() => startTestI18n('bn'));
  afterAll(() => startTestI18n('en'));

  it('messages are Bengali with Bengali digits', async () => {
    render(<SignUp send={jest.fn()} />);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await flushFrame();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('অন্তত ৬টি অক্ষর লিখুন');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'ঘরটি খালি রাখা যাবে না',
    );
  });
});
