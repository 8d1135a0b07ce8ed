import { cleanup, render } from '../internal/testing';
import { Checkbox } from './Checkbox';
import { Select } from './Select';
import { TextArea } from './TextArea';
import { TextField } from './TextField';
import { validateChoice, validateText } from './validation';

afterEach(cleanup);

describe('form fields', () => {
  it('label and control are tied together and the error is linked by aria-describedby', () => {
    const { container } = render(
      <TextField label="Email" name="email" required hint="We never share it" error="This field is required" />,
    );
    const input = container.querySelector('input')!;
    const label = container.querySelector('label')!;
    expect(label.htmlFor).toBe(input.id);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input
      .getAttribute('aria-describedby')!
      .split(' ')
      .map((id) => container.querySelector(`#${id}`)?.textContent);
    expect(described).toEqual(['We never share it', 'This field is required']);
  });

  it('without an error the control is not invalid and not described by an error', () => {
    const { container } = render(<TextArea label="Medical information" />);
    const textarea = container.querySelector('textarea')!;
    expect(textarea.hasAttribute('aria-invalid')).toBe(false);
    expect(textarea.hasAttribute('aria-describedby')).toBe(false);
  });

  it('select and checkbox wire their errors the same way', () => {
    const { container } = render(
      <>
        <Select
          label="Swimming ability"
          options={[{ value: 'none', label: 'Non-swimmer' }]}
          placeholder="Please select"
          error="Required"
        />
        <Checkbox label="I agree to the terms" error="Required" />
      </>,
    );
    const select = container.querySelector('select')!;
    expect(select.options[0]!.textContent).toBe('Please select');
    expect(container.querySelector(`#${select.getAttribute('aria-describedby')}`)?.textContent).toBe('Required');
    const box = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(container.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('I agree to the terms');
    expect(container.querySelector(`#${box.getAttribute('aria-describedby')}`)?.textContent).toBe('Required');
  });

  it("MSG-045 MSG-046 MSG-047 MSG-048 generic messages: 'This field is required', 'Must be at least {min} characters', 'Must be {max} characters or less', 'Required'", () => {
    expect(validateText('', { required: true })).toBe('This field is required');
    expect(validateText('   ', { required: true })).toBe('This field is required');
    expect(validateText('', { minLength: 3 })).toBeUndefined();
    expect(validateText('ab', { minLength: 3 })).toBe('Must be at least 3 characters');
    expect(validateText('abcdef', { maxLength: 5 })).toBe('Must be 5 characters or less');
    expect(validateText('abc', { required: true, minLength: 3, maxLength: 5 })).toBeUndefined();
    expect(validateChoice('', true)).toBe('Required');
    expect(validateChoice(false, true)).toBe('Required');
    expect(validateChoice(true, true)).toBeUndefined();
    expect(validateChoice('', false)).toBeUndefined();
  });
});
