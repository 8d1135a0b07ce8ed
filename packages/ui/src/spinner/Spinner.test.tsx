import { cleanup, render } from '../internal/testing';
import { Spinner } from './Spinner';

afterEach(cleanup);

it('UI-024 the spinner has an accessible label in a status role', () => {
  const { container } = render(<Spinner label="Loading basket" />);
  const status = container.querySelector('[role="status"]')!;
  expect(status.textContent).toBe('Loading basket');
  expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
});
