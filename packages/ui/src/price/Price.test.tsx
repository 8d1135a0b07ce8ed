import { cleanup, render } from '../internal/testing';
import { Price } from './Price';

afterEach(cleanup);

it('CONST-003 CONST-005 formats integer minor units with two decimals and a space after symbols other than £', () => {
  expect(render(<Price money={{ value: 8500, currency: 'GBP' }} />).container.textContent).toBe('£85.00');
  expect(render(<Price money={{ value: 1050, currency: 'EUR' }} />).container.textContent).toBe('€ 10.50');
  expect(render(<Price money={{ value: 0, currency: 'GBP' }} zeroLabel="Free" />).container.textContent).toBe('Free');
  expect(render(<Price money={null} />).container.textContent).toBe('£0.00');
});
