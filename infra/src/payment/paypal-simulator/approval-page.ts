import type { ServerResponse } from 'node:http';

/**
 * The simulator's stand-in for PayPal's approval page: what is approved (`what`, already
 * escaped), Approve (with the payment's outcome to choose when one is taken) and Cancel. Both
 * forms carry `hidden`, the inputs naming what they answer for.
 */
export function sendApprovalPage(response: ServerResponse, what: string, hidden: string, takesPayment: boolean): void {
  const outcome = takesPayment
    ? `<p><label><input type="radio" name="payment" value="succeeds" checked> Payment succeeds</label>
<label><input type="radio" name="payment" value="declines"> Payment declines</label></p>`
    : '';
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal sandbox simulator</title></head>
<body><main><h1>PayPal sandbox simulator</h1><p>${what} No money moves.</p>
<form method="post" action="/checkoutnow/approve">${hidden}
${outcome}
<button type="submit">Approve</button></form>
<form method="post" action="/checkoutnow/cancel">${hidden}<button type="submit">Cancel</button></form>
</main></body></html>`);
}

/** A hidden input naming what the page's forms answer for. */
export function hiddenInput(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
