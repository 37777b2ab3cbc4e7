import { maxLength, minLength, pattern, required, sameAs, validateFields } from './field-rules';

type Values = { username: string; password: string; confirm: string; note: string };

const rules = {
  username: [required<Values>(), pattern<Values>(/^[a-z][a-z0-9]*$/i)],
  password: [required<Values>(), minLength<Values>(6), maxLength<Values>(12)],
  confirm: [required<Values>(), sameAs<Values>('password')],
  note: [maxLength<Values>(5)],
};

it('a form filled in correctly has no errors', () => {
  expect(
    validateFields<Values>(
      { username: 'rahim01', password: 'secret1', confirm: 'secret1', note: '' },
      rules,
    ),
  ).toEqual({});
});

it('says the first refusal of each field, with the numbers the message needs', () => {
  expect(
    validateFields<Values>(
      { username: '  ', password: 'abc', confirm: 'abd', note: 'ছয়টি অক্ষর' },
      rules,
    ),
  ).toEqual({
    username: { key: 'ui.rules.required' },
    password: { key: 'ui.rules.minLength', values: { min: 6 } },
    confirm: { key: 'ui.rules.mismatch' },
    note: { key: 'ui.rules.maxLength', values: { max: 5 } },
  });
});

it('counts characters as a reader does and trims before checking', () => {
  expect(maxLength(3)('কখগ ', {})).toBeNull();
  expect(minLength(3)(' ab ', {})).toEqual({ key: 'ui.rules.minLength', values: { min: 3 } });
  expect(pattern(/^\d+$/)('', {})).toBeNull();
  expect(pattern(/^\d+$/, 'shell:form.errors.mobile')('12a', {})).toEqual({
    key: 'shell:form.errors.mobile',
  });
});
