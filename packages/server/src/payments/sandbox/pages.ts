/**
 * The sandbox provider's hosted pages: the card-fields page (shown in an iframe by the checkout so
 * the widget's code never touches a card number) and the 3-D Secure challenge page. Each page's
 * script is a separate file so they run under a CSP without 'unsafe-inline'; the page passes its
 * parameters through data- attributes, escaped.
 */

/** The origin of an absolute http(s) URL, or null when it is not one (we never echo raw input). */
export function parseOrigin(value: string | undefined | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Only this page's own scripts and styles; only the parent origin may frame it. */
export function pageSecurityHeaders(parentOrigin: string): Record<string, string> {
  return {
    'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; connect-src 'self'; frame-ancestors ${parentOrigin}; base-uri 'none'; form-action 'none'`,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
    'Content-Type': 'text/html; charset=utf-8',
  };
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:8px;color:#1F2024}
.err{color:#B42318;font-size:14px;font-weight:700;margin:4px 0 0}
button{font-size:16px;padding:10px 16px;margin:8px 8px 0 0;border-radius:4px;border:1px solid #333;cursor:pointer}`;

/**
 * The card fields in the widget's own field style (bold labels, 44 px controls, its border, radius, error and
 * focus ring), flush with the cardholder's name above them, so the form reads as one: the frame was inset 8 px,
 * with lighter labels and shorter boxes than every other field of the checkout. The 5 px of padding hold the
 * focus ring (3 px and its 2 px offset); the checkout lets the frame out by as much on each side (createFrame).
 * Expiry and security code share a grid, so their boxes stay level when a narrow frame wraps one label.
 */
const FIELDS_STYLE = `${STYLE}
body{padding:5px;line-height:1.5}
label{display:block;font-size:15px;font-weight:700;margin:16px 0 4px}form>label:first-child{margin-top:0}
input{box-sizing:border-box;width:100%;min-height:44px;font:inherit;font-size:16px;padding:10px 12px;color:inherit;border:1px solid #8A8C94;border-radius:6px}
input:focus-visible{outline:3px solid #1F2024;outline-offset:2px;box-shadow:0 0 0 2px #fff}
.err:empty{margin:0}
.row{display:grid;grid:auto auto auto/1fr 1fr;grid-auto-flow:column;column-gap:12px}.row>div{display:contents}
.row label{align-self:end}`;

export function cardFieldsPage(params: { merchantSessionKey: string; parentOrigin: string }): string {
  const key = escapeHtml(params.merchantSessionKey);
  const origin = escapeHtml(params.parentOrigin);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Card details</title><style>${FIELDS_STYLE}</style></head>
<body>
<form id="card-form" data-merchant-session-key="${key}" data-parent-origin="${origin}" novalidate>
  <label for="card-number">Card number</label>
  <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" aria-describedby="card-number-error">
  <p class="err" id="card-number-error" role="alert"></p>
  <div class="row">
    <div><label for="expiry-date">Expiry (MMYY)</label>
    <input id="expiry-date" name="expiryDate" inputmode="numeric" autocomplete="cc-exp" maxlength="5" aria-describedby="expiry-date-error">
    <p class="err" id="expiry-date-error" role="alert"></p></div>
    <div><label for="security-code">Security code</label>
    <input id="security-code" name="securityCode" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="security-code-error">
    <p class="err" id="security-code-error" role="alert"></p></div>
  </div>
  <p class="err" id="cardholder-name-error" role="alert"></p>
</form>
<script src="/sandbox/opayo/card-fields.js"></script>
</body></html>`;
}

/**
 * The card-fields page's script: tokenises on the parent's request and answers only that origin. It is fetched
 * by every checkout that shows card fields, so it is written to be short: a field's error box is named after
 * the field (`cardDetails.expiryDate` -> `#expiry-date-error`), and every message to the page goes through `send`.
 * It tells the page how tall the fields are, now and whenever errors change it (the iframe cannot grow itself).
 */
export const CARD_FIELDS_SCRIPT = `(() => {
  const form = document.getElementById('card-form');
  const key = form.dataset.merchantSessionKey;
  const parentOrigin = form.dataset.parentOrigin;
  const send = (message) => window.parent.postMessage(message, parentOrigin);
  const value = (id) => document.getElementById(id).value;
  const errorBox = (property) =>
    document.getElementById(property.slice(12).replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()) + '-error');
  const showErrors = (errors) => {
    for (const box of document.querySelectorAll('.err')) box.textContent = '';
    for (const error of errors) {
      const box = errorBox(String(error.property));
      if (box) box.textContent = error.clientMessage;
    }
  };
  const unchecked = 'Card details could not be checked';
  window.addEventListener('message', async (event) => {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    if (event.data?.type !== 'opayo:tokenise') return;
    const cardDetails = {
      cardholderName: String(event.data.cardholderName || ''),
      cardNumber: value('card-number').replace(/\\s/g, ''),
      expiryDate: value('expiry-date').replace(/\\D/g, ''),
      securityCode: value('security-code'),
    };
    try {
      const res = await fetch('/sandbox/opayo/card-identifiers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + key },
        body: JSON.stringify({ cardDetails }),
      });
      const json = await res.json();
      showErrors(res.ok ? [] : json.errors || []);
      send(
        res.ok
          ? { type: 'opayo:card-identifier', cardIdentifier: json.cardIdentifier, cardType: json.cardType }
          : { type: 'opayo:error', errors: json.errors || [{ property: '', clientMessage: json.message || unchecked }] },
      );
    } catch {
      send({ type: 'opayo:error', errors: [{ property: '', clientMessage: unchecked }] });
    }
  });
  let reported = 0;
  new ResizeObserver(() => {
    const height = document.body.offsetHeight;
    if (height !== reported) send({ type: 'opayo:resize', height: (reported = height) });
  }).observe(document.body);
  send({ type: 'opayo:ready' });
})();`;

export function challengePage(params: {
  transactionUuid: string;
  parentOrigin: string;
  amountFormatted: string;
}): string {
  const id = escapeHtml(params.transactionUuid);
  const origin = escapeHtml(params.parentOrigin);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>3-D Secure check</title><style>${STYLE}</style></head>
<body>
<main id="challenge" data-transaction-uuid="${id}" data-parent-origin="${origin}">
  <h1 style="font-size:18px">Sandbox bank: confirm your payment</h1>
  <p>Payment of ${escapeHtml(params.amountFormatted)}. This is the sandbox 3-D Secure check: choose how it ends.</p>
  <button type="button" id="complete">Complete</button>
  <button type="button" id="fail">Fail</button>
  <p class="err" id="challenge-error" role="alert"></p>
</main>
<script src="/sandbox/opayo/challenge.js"></script>
</body></html>`;
}

/** The challenge page's script: records the outcome server-side and hands the cres to the parent. */
export const CHALLENGE_SCRIPT = `(function () {
  var root = document.getElementById('challenge');
  var id = root.getAttribute('data-transaction-uuid');
  var parentOrigin = root.getAttribute('data-parent-origin');
  function finish(outcome) {
    document.getElementById('complete').disabled = true; document.getElementById('fail').disabled = true;
    fetch('/sandbox/opayo/challenge/' + encodeURIComponent(id) + '/result', { method: 'POST', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ outcome: outcome }) })
      .then(function (res) { return res.json(); })
      .then(function (json) { window.parent.postMessage({ type: 'opayo:challenge-result', transaction_uuid: id, cres: json.cres }, parentOrigin); })
      .catch(function () { document.getElementById('challenge-error').textContent = 'The check could not be sent, please try again.';
        document.getElementById('complete').disabled = false; document.getElementById('fail').disabled = false; });
  }
  document.getElementById('complete').addEventListener('click', function () { finish('complete'); });
  document.getElementById('fail').addEventListener('click', function () { finish('fail'); });
})();`;
