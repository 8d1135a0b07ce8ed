import { cartSlice, customerLabel, customersSlice, getSessionStore, type CustomerSummary } from '@venue/core';
import { Button, TextField } from '@venue/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useSession, useSlices } from '../internal/useSession.ts';
import * as styles from './checkout.css.ts';
import * as pickerStyles from './customerPicker.css.ts';

/**
 * Front of house (flows §6): staff choose the customer they act for. The choice is the cart's
 * selected user id, which every cart, course and checkout call then carries.
 */
export function CustomerPicker() {
  useSlices(cartSlice, customersSlice);
  const selectedUserId = useSession((s) => s.cart.selectedUserId);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<CustomerSummary[] | null>(null);
  const chosen = useSession((s) => (selectedUserId === null ? null : (s.customers.chosen[selectedUserId] ?? null)));
  const customers = () => getSessionStore().getState().customers;

  // Back on a new page of the same tab: act for the customer chosen before.
  useEffect(() => {
    const earlier = customers().actingFor();
    if (earlier && getSessionStore().getState().cart.selectedUserId === null)
      void getSessionStore().getState().cart.updateSelectedUser(earlier.id);
  }, []);
  const [searching, setSearching] = useState(false);

  async function search(event: FormEvent) {
    event.preventDefault();
    if (query.trim() === '') return;
    setSearching(true);
    setMatches(await customers().search(query.trim()));
    setSearching(false);
  }

  function choose(customer: CustomerSummary | null) {
    if (customer) customers().remember(customer);
    else customers().forget();
    setMatches(null);
    void getSessionStore()
      .getState()
      .cart.updateSelectedUser(customer?.id ?? null);
  }

  return (
    <section className={styles.panel} aria-labelledby="customer-picker-title">
      <h2 id="customer-picker-title" className={styles.panelTitle}>
        Booking for
      </h2>
      {selectedUserId !== null ? (
        <div className={styles.row}>
          <p>
            <strong>{chosen ? customerLabel(chosen) : `Customer #${selectedUserId}`}</strong>
          </p>
          <Button variant="outline" onClick={() => choose(null)}>
            Change customer
          </Button>
        </div>
      ) : (
        <form
          className={pickerStyles.search}
          onSubmit={(e) => void search(e)}
          role="search"
          aria-label="Find a customer"
        >
          <TextField
            label="Customer name, e-mail or reference"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <Button type="submit" variant="secondary" loading={searching} loadingLabel="Searching">
            Search customers
          </Button>
          {matches !== null ? (
            matches.length === 0 ? (
              <p role="status">No customers match.</p>
            ) : (
              <ul className={styles.plainList} aria-label="Matching customers">
                {matches.map((m) => (
                  <li key={m.id}>
                    <Button variant="text" onClick={() => choose(m)}>
                      {customerLabel(m)}
                    </Button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
          <p>
            {/* The sign-up form in front-of-house mode creates the customer and selects them (issue 10). */}
            <a className={styles.newCustomerLink} href={`/register?redirect=${encodeURIComponent(location.pathname)}`}>
              Create a new customer
            </a>
          </p>
        </form>
      )}
    </section>
  );
}
